import assert from 'node:assert/strict';

export interface HttpCallResult {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests assert on fields directly
  body: any;
}

/**
 * Calls a service in a test: JSON-encodes `body` (a string is sent as it is, to test malformed
 * input) and parses the JSON answer.
 */
export async function httpCall(
  base: string,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: unknown } = {},
): Promise<HttpCallResult> {
  const hasBody = options.body !== undefined;
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...(hasBody ? { 'content-type': 'application/json' } : {}), ...options.headers },
    body: hasBody
      ? typeof options.body === 'string'
        ? options.body
        : JSON.stringify(options.body)
      : undefined,
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
}

/** `httpCall` for a request that must succeed: any answer but a 2xx fails, naming it; the body. */
export async function httpOk(
  base: string,
  method: string,
  path: string,
  options: Parameters<typeof httpCall>[3] = {},
): Promise<unknown> {
  const { status, body } = await httpCall(base, method, path, options);
  assert.ok(status >= 200 && status < 300, `${method} ${path}: ${status} ${JSON.stringify(body)}`);
  return body;
}
