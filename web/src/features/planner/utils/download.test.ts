import { attachmentName } from './download';

describe('attachmentName', () => {
  it('reads the file name the answer gives, else the fallback', () => {
    expect(attachmentName('attachment; filename="idaho-soak.gpx"', 'trip.gpx')).toBe(
      'idaho-soak.gpx',
    );
    expect(attachmentName('attachment', 'trip.gpx')).toBe('trip.gpx');
    expect(attachmentName(null, 'trip.gpx')).toBe('trip.gpx');
  });
});
