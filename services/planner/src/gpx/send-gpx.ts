import type { Response } from 'express';
import { gpxFileName } from './gpx';

/** Answers a GPX document as a download. */
export function sendGpx(res: Response, name: string, gpx: string): void {
  res
    .status(200)
    .type('application/gpx+xml')
    .setHeader('Content-Disposition', `attachment; filename="${gpxFileName(name)}"`)
    .send(gpx);
}
