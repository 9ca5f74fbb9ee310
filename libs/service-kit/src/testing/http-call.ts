import assert from 'node:assert/strict';

export interface HttpCallResult {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests assert on fields directly
  body: any;
}

/**
 * Calls a service in a test: JSON-encodes `body` (a string is sent as it is, to test malformed
 * input; a form is sent as multipart/form-data) and parses the JSON answer.
 */
export async function httpCall(
  base: string,
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: unknown } = {},
): Promise<HttpCallResult> {
  const { body } = options;
  const json = body !== undefined && !(body instanceof FormData);
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...(json ? { 'content-type': 'application/json' } : {}), ...options.headers },
    body: json ? (typeof body === 'string' ? body : JSON.stringify(body)) : body,
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
}

/** A multipart form of text fields and, when given, one file in the field it names. */
export function multipartForm(
  fields: Record<string, string>,
  file?: { field: string; bytes: Buffer; name: string; type?: string },
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (file) form.append(file.field, new Blob([file.bytes], { type: file.type }), file.name);
  return form;
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
