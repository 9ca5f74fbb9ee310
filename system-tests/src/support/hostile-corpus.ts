/**
 * Hostile input, as data any runner can send: to the services directly (system tests) or through
 * the gateway. Every string is written with escapes, so that what it holds is visible here.
 */

/** Text put in every path parameter, query parameter and body field, one at a time. */
export const HOSTILE_TEXT: readonly string[] = [
  // NUL and other control characters (PostgreSQL refuses a NUL in text outright).
  'a\u0000b',
  '\u0000',
  "\u0000'; DROP TABLE users; --",
  '\u0001\u0002\u0003\u0004',
  'bell\u0007 backspace\u0008',
  'ansi \u001b[31mred\u001b[0m',
  'del\u007f',
  'c1 \u0085 \u009b',
  'line\nbreak',
  'carriage\rreturn',
  'tab\there',
  'separator\u2028paragraph\u2029',
  'x\r\nSet-Cookie: hs_session=forged',
  // Invisible direction and zero-width characters (display spoofing).
  '\u202Egnp.exe',
  'adm\u200Bin',
  '\uFEFFbom',
  '\u2066isolate\u2069',
  'rlm\u200F mark \u200E',
  '\u061Carabic letter mark',
  'joiner\u200Dword\u2060joiner\u200C',
  // Combining marks, normalisation, odd code points.
  `Z${'\u0336\u0351\u036B'.repeat(10)}algo`,
  'e\u0301\u0301\u0301\u0301\u0301\u0301',
  'Jose\u0301 decomposed',
  '\uFB01 ligature, \uFF46\uFF55\uFF4C\uFF4C\uFF57\uFF49\uFF44\uFF54\uFF48',
  '\u0130stanbul \u00DF \u01C5 \u216B',
  '\uFFFE\uFFFF noncharacters \u{10FFFF}',
  '\u{1F525}'.repeat(120),
  '\u0661\u0662\u0663',
  '\uD800 lone high surrogate',
  'lone low \uDC00 surrogate',
  // SQL.
  "' OR '1'='1",
  "'; DROP TABLE reviews; --",
  '1; SELECT pg_sleep(5); --',
  '" OR ""="',
  "admin'--",
  '1 UNION SELECT username, password_hash FROM users',
  '%_%\\',
  "\\'; SELECT 1; --",
  '$1 $$ $tag$',
  // HTML, script and templates.
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  'javascript:alert(document.cookie)',
  '<svg/onload=alert(1)>',
  '{{7*7}} ${7*7} #{7*7} <%= 7*7 %>',
  '<!--#exec cmd="ls"-->',
  // Paths.
  '../../../../etc/passwd',
  '..\\..\\..\\windows\\win.ini',
  '/etc/passwd',
  '....//....//etc/shadow',
  '%2e%2e%2f%2e%2e%2f',
  'file:///etc/passwd',
  '\\\\attacker\\share',
  // Format strings, numbers as text, lookalikes of JSON.
  '%s%s%s%n%x',
  '-1',
  '1e309',
  'NaN',
  'Infinity',
  '9'.repeat(40),
  '0x7fffffff',
  '{"$gt": ""}',
  '[object Object]',
  'undefined',
  '__proto__',
  'constructor',
  '*)(uid=*))(|(uid=*',
  // Sizes.
  '',
  ' ',
  'A'.repeat(10_000),
];

/** Values of the wrong type or size, put in every body field, one at a time. */
export const HOSTILE_VALUES: readonly unknown[] = [
  null,
  true,
  0,
  -1,
  1.5,
  1e308,
  -1e308,
  [],
  {},
  ['a'],
  [1, 2, 3],
  { $ne: null },
  { $gt: '' },
  { toString: 'x', valueOf: 1 },
  'x'.repeat(90_000),
];

export interface RawBody {
  name: string;
  contentType?: string;
  contentEncoding?: string;
  body: string | Uint8Array;
  /** What the body carries that an error must never repeat (a field name, a value). */
  hostile?: string[];
}

/**
 * Field and parameter names no route has, put beside a route's own fields and in its forms: an
 * error may say that a field is not allowed, never which.
 */
export const HOSTILE_NAMES: readonly string[] = [
  '<img src=x onerror=alert(1)>',
  '"><svg/onload=alert(1)>',
  `field_${'n'.repeat(300)}`,
];

const nested = (depth: number) => `{"a":${'['.repeat(depth)}${']'.repeat(depth)}}`;

/** Whole bodies sent to every route that takes one, whatever it expects. */
export const HOSTILE_BODIES: readonly RawBody[] = [
  { name: 'truncated JSON', contentType: 'application/json', body: '{"rating": 4,' },
  { name: 'single quotes', contentType: 'application/json', body: "{'rating': 4}" },
  { name: 'trailing comma', contentType: 'application/json', body: '{"rating": 4,}' },
  { name: 'empty JSON', contentType: 'application/json', body: '' },
  { name: 'JSON null', contentType: 'application/json', body: 'null' },
  { name: 'JSON number', contentType: 'application/json', body: '1' },
  { name: 'JSON string', contentType: 'application/json', body: '"text"' },
  { name: 'JSON array', contentType: 'application/json', body: '[{"rating": 4}]' },
  { name: 'empty array', contentType: 'application/json', body: '[]' },
  { name: 'raw NUL', contentType: 'application/json', body: '\u0000' },
  { name: 'escaped NUL in a field', contentType: 'application/json', body: '{"x":"\\u0000"}' },
  { name: 'NUL in a key', contentType: 'application/json', body: '{"a\\u0000":1}' },
  {
    name: '__proto__',
    contentType: 'application/json',
    body: '{"__proto__":{"admin":true,"isPremium":true}}',
  },
  {
    name: 'constructor.prototype',
    contentType: 'application/json',
    body: '{"constructor":{"prototype":{"admin":true}}}',
  },
  { name: 'nested prototype', contentType: 'application/json', body: '{"a":[{"__proto__":{}}]}' },
  { name: 'deep nesting', contentType: 'application/json', body: nested(40_000) },
  { name: 'moderate nesting', contentType: 'application/json', body: nested(100) },
  {
    name: 'huge body',
    contentType: 'application/json',
    body: JSON.stringify({ comment: 'x'.repeat(300_000) }),
  },
  {
    name: 'many keys',
    contentType: 'application/json',
    body: JSON.stringify(Object.fromEntries(Array.from({ length: 5000 }, (_, i) => [`k${i}`, i]))),
  },
  { name: 'duplicate keys', contentType: 'application/json', body: '{"rating":1,"rating":"x"}' },
  { name: 'huge number', contentType: 'application/json', body: '{"rating":1e999,"vote":1e999}' },
  { name: 'byte-order mark', contentType: 'application/json', body: '\uFEFF{"rating":4}' },
  {
    name: 'invalid UTF-8',
    contentType: 'application/json',
    body: Buffer.from([0x7b, 0xff, 0xfe, 0x7d]),
  },
  { name: 'UTF-16 charset', contentType: 'application/json; charset=utf-16', body: '{"rating":4}' },
  { name: 'unknown charset', contentType: 'application/json; charset=koi8-r', body: '{}' },
  {
    name: 'gzip that is not',
    contentType: 'application/json',
    contentEncoding: 'gzip',
    body: '{}',
  },
  {
    name: 'unknown encoding',
    contentType: 'application/json',
    contentEncoding: 'zstd-x',
    body: '{}',
  },
  { name: 'plain text', contentType: 'text/plain', body: 'rating=4' },
  {
    name: 'XML with an entity',
    contentType: 'application/xml',
    body: '<?xml version="1.0"?><!DOCTYPE r [<!ENTITY x SYSTEM "file:///etc/passwd">]><r>&x;</r>',
  },
  {
    name: 'form-encoded',
    contentType: 'application/x-www-form-urlencoded',
    body: 'rating=4&comment=%00&__proto__[admin]=1',
  },
  { name: 'no content type', body: '{"rating":4}' },
];

/** Raw query strings added to every route (already percent-encoded, or deliberately not). */
export const HOSTILE_QUERIES: readonly string[] = [
  'x=%00',
  '%00=1',
  'x=%01%1B%7F',
  'x=%ff',
  'x=%',
  'x=%E0%A4%A',
  'x=%C0%AF',
  'x=%ED%A0%80',
  'search[]=a&search[]=b',
  'search[$ne]=1',
  '__proto__[admin]=1',
  'constructor[prototype][admin]=1',
  'a=1&a=2&a=3',
  '&&&==&',
  `x=${'a'.repeat(8_000)}`,
  'x=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  "x='%20OR%201=1--",
];

/** Raw segments put in every path parameter (already percent-encoded, or deliberately not). */
export const HOSTILE_SEGMENTS: readonly string[] = [
  '%00',
  'a%00b',
  '%0A',
  '%ff',
  '%E0%A4%A',
  '%C0%AF',
  '%ED%A0%80',
  '%',
  '%25',
  '..',
  '..%2F..%2F..%2Fetc%2Fpasswd',
  '%2e%2e%2f%2e%2e%2f',
  '.env',
  '0',
  '-1',
  '1.5',
  '1e3',
  '0x10',
  '99999999999999999999999',
  '%20',
  'a;b',
  '%3Cscript%3E',
];

/** Paths no route has, sent to every service. */
export const UNKNOWN_PATHS: readonly string[] = [
  '/',
  '/api',
  '/api/%00',
  '/api/%ff',
  '/.env',
  '/api/springs/1/reviews/../../../../etc/passwd',
  '/%2e%2e/%2e%2e/etc/passwd',
  '/api/%3Cscript%3Ealert(1)%3C%2Fscript%3E',
  "/api/springs/1'%20OR%201=1--/reviews",
  '/api/users/someone/favorites/extra',
  `/api/${'a'.repeat(20_000)}`,
];

/** Identity headers no gateway would send: each must count as signed out. */
export const FORGED_IDENTITIES: readonly Record<string, string>[] = [
  { 'x-user-id': '1 OR 1=1', 'x-username': 'admin' },
  { 'x-user-id': '-1', 'x-username': 'admin' },
  { 'x-user-id': '99999999999999999999', 'x-username': 'admin' },
  { 'x-user-id': '1', 'x-username': 'x'.repeat(500) },
  { 'x-user-id': '1' },
];
