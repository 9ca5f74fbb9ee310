import { within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** One API call as a test sees it: method, path with query, and the body as sent. */
export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

type Answer = [number, unknown?] | Promise<[number, unknown?]>;

/** A JSON body, parsed; a request that names the type and sends nothing has none. */
async function jsonBody(request: Request): Promise<unknown> {
  const text = await request.text();
  return text ? JSON.parse(text) : undefined;
}

/**
 * Answers the app's API calls with `handle(call)`; `undefined` means 404. Unlike `stubApi` it
 * sees the method and the body (JSON parsed, multipart as FormData), and records every call.
 */
export function handleApi(handle: (call: ApiCall) => Answer | undefined) {
  const calls: ApiCall[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL) => {
    const request = input instanceof Request ? input : new Request(String(input));
    const url = new URL(request.url);
    const type = request.headers.get('content-type') ?? '';
    const body = type.includes('multipart')
      ? await request.formData()
      : type.includes('json')
        ? await jsonBody(request)
        : undefined;
    const call = { method: request.method, path: url.pathname + url.search, body };
    calls.push(call);
    const [status, payload] = (await handle(call)) ?? [
      404,
      { error: 'Not found', code: 'not_found' },
    ];
    return new Response(status === 204 ? null : JSON.stringify(payload ?? {}), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return calls;
}

/**
 * Sends a form once per answer, `answerWith` setting what the server says next, and finds the
 * words the form shows for each: how it reads the server's refusals, one after another.
 */
export async function expectAnswersShown(
  form: HTMLElement,
  send: HTMLElement,
  answerWith: (answer: [number, unknown]) => void,
  answers: [[number, unknown], string][],
) {
  for (const [answer, text] of answers) {
    answerWith(answer);
    await userEvent.click(send);
    expect(await within(form).findByText(text)).toBeInTheDocument();
  }
}
