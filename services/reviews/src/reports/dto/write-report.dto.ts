import {
  EARLIEST_VISIT_DATE,
  latestVisitDate,
  MAX_REPORT_NOTE_LENGTH,
  MAX_REPORT_TEMPERATURE_F,
  MIN_REPORT_TEMPERATURE_F,
  REPORT_CROWDING,
  REPORT_FLOWS,
  REPORT_STATUSES,
} from '@hotsprings/contracts';
import { multiLineText } from '@hotsprings/service-kit';
import { z } from 'zod';

const DATE = 'visited_on must be a date written YYYY-MM-DD.';
const DATE_MISSING = 'visited_on is required: the day of the visit, written YYYY-MM-DD.';
const FUTURE = 'visited_on cannot be later than today.';
const TOO_EARLY = `visited_on cannot be before ${EARLIEST_VISIT_DATE}.`;
const STATUS = `status must be one of: ${REPORT_STATUSES.join(', ')}.`;
const STATUS_MISSING = `status is required: one of ${REPORT_STATUSES.join(', ')}.`;
const TEMPERATURE = `water_temperature_f must be a number of °F from ${MIN_REPORT_TEMPERATURE_F} to ${MAX_REPORT_TEMPERATURE_F}, with at most one decimal.`;
const NOTE = `Note must be text of at most ${MAX_REPORT_NOTE_LENGTH} characters.`;

/** A real calendar day: 2026-02-30 parses as a time but is not one. */
const isCalendarDate = (text: string) => {
  const time = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === text;
};

const visitedOn = z
  .string({ error: (issue) => (issue.input === undefined ? DATE_MISSING : DATE) })
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, DATE)
  .refine(isCalendarDate, DATE)
  .refine((day) => day >= EARLIEST_VISIT_DATE, TOO_EARLY)
  // Checked when the request arrives, not when the schema is built.
  .refine((day) => day <= latestVisitDate(), FUTURE);

const status = z.enum(REPORT_STATUSES, {
  error: (issue) => (issue.input === undefined || issue.input === '' ? STATUS_MISSING : STATUS),
});

// Multipart forms send every field as text: a number may arrive as a numeric string, and a field
// left empty as ''. Both forms mean "not given" when empty or null.
const notGiven = z.union([z.null(), z.literal('')]).transform(() => null);

const temperature = z
  .union(
    [
      notGiven,
      z.number(),
      z
        .string()
        .trim()
        .regex(/^\d{1,3}(\.\d{1,6})?$/)
        .transform(Number),
    ],
    { error: TEMPERATURE },
  )
  .refine(
    (t) =>
      t === null ||
      (t >= MIN_REPORT_TEMPERATURE_F &&
        t <= MAX_REPORT_TEMPERATURE_F &&
        Math.abs(t * 10 - Math.round(t * 10)) < 1e-9),
    TEMPERATURE,
  )
  .optional()
  .transform((t) => t ?? null);

const choice = <T extends readonly [string, ...string[]]>(field: string, values: T) =>
  z
    .union([notGiven, z.enum(values)], { error: `${field} must be one of: ${values.join(', ')}.` })
    .optional()
    .transform((v) => v ?? null);

// Markdown with the rules of community comments; an empty note is no note.
const note = z
  .union(
    [
      z.null(),
      multiLineText('Note', { max: MAX_REPORT_NOTE_LENGTH, notText: NOTE, tooLong: NOTE }),
    ],
    { error: NOTE },
  )
  .optional()
  .transform((n) => (n ? n : null));

/** The body of a condition report's creation or edit (JSON or multipart fields). */
export const writeReportSchema = z.object(
  {
    visited_on: visitedOn,
    status,
    water_temperature_f: temperature,
    flow: choice('flow', REPORT_FLOWS),
    crowding: choice('crowding', REPORT_CROWDING),
    note,
  },
  { error: 'Send the report as a JSON object or a multipart form.' },
);

export type WriteReportDto = z.infer<typeof writeReportSchema>;
