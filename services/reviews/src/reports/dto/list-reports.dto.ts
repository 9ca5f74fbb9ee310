import { z } from 'zod';

/** Deeper pages are not offered: an offset this far is already a long scan. */
export const MAX_REPORTS_PAGE = 1000;

const PAGE = `page must be a whole number from 1 to ${MAX_REPORTS_PAGE}.`;

/** GET /api/springs/{id}/reports: the page, from 1 (the default). */
export const listReportsSchema = z.object({
  page: z
    .string({ error: PAGE })
    .regex(/^[1-9]\d{0,3}$/, PAGE)
    .transform(Number)
    .refine((n) => n <= MAX_REPORTS_PAGE, PAGE)
    .optional()
    .transform((n) => n ?? 1),
});

export type ListReportsDto = z.infer<typeof listReportsSchema>;
