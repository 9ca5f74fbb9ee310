import { reportBody } from './report-body';
import type { ReportDraft } from './report-body';

const draft: ReportDraft = {
  visitedOn: '2026-05-04',
  status: 'open',
  temperatureF: ' 104.5 ',
  flow: '',
  crowding: 'busy',
  note: '  ',
  image: null,
};

describe('reportBody', () => {
  it('sends JSON with null for each field left empty, so an edit clears it', () => {
    expect(reportBody(draft)).toEqual({
      visited_on: '2026-05-04',
      status: 'open',
      water_temperature_f: 104.5,
      flow: null,
      crowding: 'busy',
      note: null,
    });
  });

  it('sends a multipart form with the photo, leaving empty fields out', () => {
    const photo = new File(['x'], 'pool.png', { type: 'image/png' });
    const body = reportBody({ ...draft, image: photo }) as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect([...body.keys()]).toEqual([
      'visited_on',
      'status',
      'water_temperature_f',
      'crowding',
      'photo',
    ]);
    expect(body.get('water_temperature_f')).toBe('104.5');
    expect((body.get('photo') as File).name).toBe('pool.png');
  });
});
