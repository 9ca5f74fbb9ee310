import { nodeResponse, type HttpResponse } from '@hotsprings/service-kit';
import { gpxFileName } from './gpx';

/** Answers a GPX document as a download, on either platform. */
export function sendGpx(res: HttpResponse, name: string, gpx: string): void {
  const out = nodeResponse(res);
  out.statusCode = 200;
  out.setHeader('Content-Type', 'application/gpx+xml; charset=utf-8');
  out.setHeader('Content-Disposition', `attachment; filename="${gpxFileName(name)}"`);
  out.setHeader('Content-Length', Buffer.byteLength(gpx));
  out.end(gpx);
}
