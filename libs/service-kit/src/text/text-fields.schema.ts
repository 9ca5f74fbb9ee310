import { z } from 'zod';
import {
  characterCount,
  hasForbiddenControl,
  hasFormatControl,
  hasLongCombiningRun,
  isWellFormed,
  refusalMessage,
  stripFormatControls,
  TextShape,
} from './text-policy';

export interface TextFieldOptions {
  /**
   * The most characters (code points) the field may hold, counted once normalised and trimmed.
   * Left out only for a lookup key whose length the lookup answers (a sign-in's username).
   */
  max?: number;
  /** The message when the field is absent or null; without it, the `notText` one. */
  required?: string;
  /** The message when the value is not text (default `<label> must be text.`). */
  notText?: string;
  /** The message when it is too long (default `<label> must be at most <max> characters.`). */
  tooLong?: string;
}

/**
 * The kit's text checks as a zod string, so that a service's schema chains its own rules after
 * them (`.min()`, `.regex()`, `.refine()`): not valid Unicode, or holding a control character
 * the shape does not allow, is refused; the text is normalised to NFC; bidirectional and
 * zero-width characters are refused (`refuse`) or removed (`strip`); a character carrying too
 * many combining marks is refused; the text is trimmed, and its length counted last.
 */
function textField(
  label: string,
  shape: TextShape,
  formatControls: 'refuse' | 'strip',
  options: TextFieldOptions,
): z.ZodString {
  const notText = options.notText ?? `${label} must be text.`;
  const normalised = z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? (options.required ?? notText) : notText,
    })
    .refine(isWellFormed, refusalMessage(label, 'not-unicode'))
    .refine((text) => !hasForbiddenControl(text, shape), refusalMessage(label, 'control'))
    .overwrite((text) => text.normalize('NFC'));
  const visible =
    formatControls === 'refuse'
      ? normalised.refine(
          (text) => !hasFormatControl(text),
          refusalMessage(label, 'format-control'),
        )
      : normalised.overwrite(stripFormatControls);
  const trimmed = visible
    .refine((text) => !hasLongCombiningRun(text), refusalMessage(label, 'combining-run'))
    .trim();
  const { max } = options;
  if (max === undefined) return trimmed;
  return trimmed.refine(
    (text) => characterCount(text) <= max,
    options.tooLong ?? `${label} must be at most ${max} characters.`,
  );
}

/**
 * Free text on one line (a location, a search): no line breaks; invisible direction and
 * zero-width characters are removed.
 */
export const singleLineText = (label: string, options: TextFieldOptions): z.ZodString =>
  textField(label, 'single-line', 'strip', options);

/**
 * Free text over several lines (a comment, a bio): tabs and line breaks are kept; invisible
 * direction and zero-width characters are removed.
 */
export const multiLineText = (label: string, options: TextFieldOptions): z.ZodString =>
  textField(label, 'multi-line', 'strip', options);

/**
 * Text that names someone or something to others (a username, a name, a title): one line, and
 * invisible direction and zero-width characters are refused, since they make a name display as
 * another.
 */
export const identifierText = (label: string, options: TextFieldOptions): z.ZodString =>
  textField(label, 'single-line', 'refuse', options);
