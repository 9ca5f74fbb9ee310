/**
 * What the report form holds, as typed: the visit date (YYYY-MM-DD), the status, and the optional
 * fields, '' where left empty.
 */
export interface ReportDraft {
  visitedOn: string;
  status: string;
  temperatureF: string;
  flow: string;
  crowding: string;
  note: string;
  image: File | null;
}

/**
 * The request body of POST /springs/{id}/reports and PUT /reports/{id}: JSON, with null for each
 * optional field left empty (an edit clears it), or a multipart form when a photo is attached
 * (empty fields left out there).
 */
export function reportBody(draft: ReportDraft): FormData | Record<string, unknown> {
  const temperature = draft.temperatureF.trim();
  const note = draft.note.trim();
  const fields: Record<string, string | number | null> = {
    visited_on: draft.visitedOn,
    status: draft.status,
    water_temperature_f: temperature ? Number(temperature) : null,
    flow: draft.flow || null,
    crowding: draft.crowding || null,
    note: note || null,
  };
  if (!draft.image) return fields;
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== null) form.append(name, String(value));
  }
  form.append('photo', draft.image);
  return form;
}
