/** A file the planner answered, to hand to the browser. */
export interface DownloadedFile {
  fileName: string;
  contents: string;
}

/** The file name of an attachment (Content-Disposition: attachment; filename="trip.gpx"). */
export function attachmentName(disposition: string | null, fallback: string): string {
  return disposition?.match(/filename="([^"]+)"/)?.[1] ?? fallback;
}

/** Hands the browser a file fetched by a call it could not download by itself (a POST). */
export function downloadFile({ fileName, contents }: DownloadedFile, type: string): void {
  const url = URL.createObjectURL(new Blob([contents], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked once the click has been handled: some browsers read the address after this task.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}
