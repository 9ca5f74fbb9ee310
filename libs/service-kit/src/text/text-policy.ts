/**
 * What text the services accept from people, in one place. PostgreSQL refuses a NUL in text (a
 * 500 if it got that far), control characters have no business in what people write, and
 * invisible direction and zero-width characters let a name or a comment display as something
 * other than what it holds (a username shown reversed, two names that look the same).
 */

/** One line (a name, a search), or several (a comment, a bio: tabs and line breaks allowed). */
export type TextShape = 'single-line' | 'multi-line';

/** The combining marks one character may carry: more only pile up into an unreadable smear. */
export const MAX_COMBINING_MARKS = 4;

// C0 (but tab, LF and CR), DEL and C1: refused everywhere.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROLS_IN_MULTI_LINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
// A single line allows the tab alone: no LF, CR, or Unicode line and paragraph separators.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROLS_IN_SINGLE_LINE = /[\u0000-\u0008\u000A-\u001F\u007F-\u009F\u2028\u2029]/;

// Bidirectional embeddings, overrides and isolates, the LRM/RLM/ALM marks, and the zero-width
// space, non-joiner, joiner, word joiner and byte-order mark.
const FORMAT_CONTROLS = /[\u061C\u200B-\u200F\u202A-\u202E\u2060\u2066-\u2069\uFEFF]/;
const FORMAT_CONTROLS_ALL = new RegExp(FORMAT_CONTROLS.source, 'g');

const COMBINING_RUN = new RegExp(`\\p{M}{${MAX_COMBINING_MARKS + 1},}`, 'u');

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const SURROGATE_PAIRS = /[\uD800-\uDBFF][\uDC00-\uDFFF]/g;

/** True when the text holds a control character its shape does not allow. */
export function hasForbiddenControl(text: string, shape: TextShape): boolean {
  return (shape === 'multi-line' ? CONTROLS_IN_MULTI_LINE : CONTROLS_IN_SINGLE_LINE).test(text);
}

/** True when the text holds a bidirectional control or a zero-width character. */
export function hasFormatControl(text: string): boolean {
  return FORMAT_CONTROLS.test(text);
}

/** The text without its bidirectional controls and zero-width characters. */
export function stripFormatControls(text: string): string {
  return text.replace(FORMAT_CONTROLS_ALL, '');
}

/** True when one character carries more than `MAX_COMBINING_MARKS` combining marks. */
export function hasLongCombiningRun(text: string): boolean {
  return COMBINING_RUN.test(text);
}

/** True when the text is valid Unicode: no lone surrogate, which cannot be stored as UTF-8. */
export function isWellFormed(text: string): boolean {
  return !LONE_SURROGATE.test(text);
}

/** Characters as PostgreSQL counts them (code points), so an emoji is one, not two. */
export function characterCount(text: string): number {
  return text.length - (text.match(SURROGATE_PAIRS)?.length ?? 0);
}

/** Why a text was refused. */
export type TextRefusal = 'not-unicode' | 'control' | 'format-control' | 'combining-run';

/** The one wording of each refusal, naming the field (`label`) it concerns. */
export function refusalMessage(label: string, refusal: TextRefusal): string {
  switch (refusal) {
    case 'not-unicode':
      return `${label} must be valid Unicode text.`;
    case 'control':
      return `${label} must not contain control characters.`;
    case 'format-control':
      return `${label} must not contain invisible direction or zero-width characters.`;
    case 'combining-run':
      return `${label} must not stack more than ${MAX_COMBINING_MARKS} combining marks on one character.`;
  }
}
