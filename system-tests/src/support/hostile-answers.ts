import { isErrorCode } from '@hotsprings/contracts';
import { stripFormatControls } from '@hotsprings/service-kit';

/** What came back for one hostile request. */
export interface Answer {
  status: number;
  contentType: string | undefined;
  text: string;
}

/** Something an answer should not have been. */
export interface Finding {
  label: string;
  status: number;
  problem: string;
  excerpt: string;
}

// What an error may never carry: each is a detail of how the service is built.
const LEAKS: readonly [string, RegExp][] = [
  ['a stack trace', /\bat (?:async )?[\w$.<>]+ \(|\n\s+at \S|:\d+:\d+\)/],
  [
    'a file path',
    /\/work\/|node_modules|\/home\/|\/usr\/(?:lib|local|src)\/|\bdist\/|\.(?:ts|js|mjs|cjs):\d+/,
  ],
  [
    'an SQL fragment',
    /\b(?:SELECT|INSERT INTO|UPDATE|DELETE FROM)\b.*\b(?:FROM|WHERE|SET|VALUES)\b|syntax error at or near|invalid input syntax|invalid byte sequence|violates \w+ constraint|duplicate key|relation "|column "|SQLSTATE|\bpg_\w+|postgres/i,
  ],
  [
    'an internal error name',
    /\b(?:TypeError|ReferenceError|RangeError|SyntaxError|URIError|DatabaseError|MulterError|ZodError)\b|Cannot read propert|is not a function|Unexpected token/,
  ],
  [
    'an internal address',
    /\b(?:localhost|127(?:\.\d{1,3}){3}|0\.0\.0\.0|10(?:\.\d{1,3}){3}|192\.168(?:\.\d{1,3}){2})\b|\bE(?:CONNREFUSED|CONNRESET|HOSTUNREACH|NOTFOUND|AI_AGAIN|PIPE)\b|\b(?:https?|nats|redis|postgres(?:ql)?):\/\//i,
  ],
  [
    'a framework message quoting the request',
    /Cannot (?:GET|POST|PUT|PATCH|DELETE) \/|Failed to decode/,
  ],
  // Errors are in our own words; a library's own phrasing names its internals or quotes input.
  [
    "zod's wording",
    /Invalid input|Invalid option|Too (?:big|small):|expected (?:string|number|int|boolean|array|object|one of)\b|received (?:array|string|number|object|undefined|null|boolean|nan)\b|Unrecognized keys?:|Invalid (?:email|url|uuid|string|element|key)\b/,
  ],
  [
    "multer's or busboy's wording",
    /Unexpected (?:file )?field|Field value too long|Field name (?:too long|missing|nesting)|Too many (?:parts|files|fields)|File too large|Multipart:|Unexpected end of (?:form|file)|Boundary not found|Malformed part header|Invalid field name/i,
  ],
];

// Shorter strings ('-1', 'NaN') may be in an error's own words by chance.
const MIN_ECHO_LENGTH = 6;

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** The forms in which a hostile string could come back: as sent, decoded, normalised, cleaned. */
function echoForms(hostile: string): string[] {
  const forms = [hostile, decoded(hostile)].flatMap((text) => [
    text,
    text.normalize('NFC'),
    stripFormatControls(text.normalize('NFC')).trim(),
  ]);
  return [...new Set(forms)].filter((form) => form.trim().length >= MIN_ECHO_LENGTH);
}

function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

/**
 * A path outside the API and the uploads is a page of the site: through the gateway, one that is
 * none answers 404 with the site's own not-found page, which says so on screen in HTML.
 */
function isSitePageNotFound(answer: Answer, target: string): boolean {
  const path = target.split('?')[0] ?? '';
  return (
    answer.status === 404 &&
    /^text\/html\b/.test(answer.contentType ?? '') &&
    !/^\/(api|uploads)(\/|$)/i.test(path)
  );
}

/**
 * The problems of one answer: any 5xx; and an error (3xx and up) that is not the JSON
 * `{ "error": "...", "code": "..." }` shape (its code one of the contracts' vocabulary), that
 * carries an internal detail or a library's own wording, or that repeats the request's own
 * hostile text (values, field names, paths). Successful answers may hold what was sent (a stored
 * comment), so they are only held to the status.
 */
export function problemsOf(answer: Answer, hostile: readonly string[], target: string): string[] {
  if (answer.status >= 500) return [`answered ${answer.status}`];
  if (answer.status < 300 || answer.status === 304) return [];
  if (isSitePageNotFound(answer, target)) return [];
  const problems: string[] = [];
  let body: unknown;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return [`an error that is not JSON (${answer.contentType ?? 'no content type'})`];
  }
  if (typeof (body as { error?: unknown } | null)?.error !== 'string') {
    problems.push('an error without a string `error` field');
  }
  if (!isErrorCode((body as { code?: unknown } | null)?.code)) {
    problems.push('an error without a `code` of the vocabulary');
  }
  for (const [what, pattern] of LEAKS) {
    if (pattern.test(answer.text)) problems.push(`an error showing ${what}`);
  }
  const said = stringsIn(body);
  for (const text of hostile) {
    const echoed = echoForms(text).find((form) => said.some((s) => s.includes(form)));
    if (echoed)
      problems.push(`an error repeating the request: ${JSON.stringify(echoed).slice(0, 60)}`);
  }
  return problems;
}
