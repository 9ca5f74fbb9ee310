import type { ReportDraft } from '../api/report-body';
import { localToday, reportProblem } from './report-check';

const draft = (overrides: Partial<ReportDraft> = {}): ReportDraft => ({
  visitedOn: '2026-05-04',
  status: 'open',
  temperatureF: '',
  flow: '',
  crowding: '',
  note: '',
  image: null,
  ...overrides,
});
const TODAY = '2026-05-04';

describe('reportProblem', () => {
  it('takes a report of today, of 1980-01-01 and at the temperature limits', () => {
    expect(reportProblem(draft(), TODAY)).toBeNull();
    expect(reportProblem(draft({ visitedOn: '1980-01-01' }), TODAY)).toBeNull();
    expect(reportProblem(draft({ temperatureF: '32' }), TODAY)).toBeNull();
    expect(reportProblem(draft({ temperatureF: ' 212 ' }), TODAY)).toBeNull();
  });

  it('refuses what the server refuses, in words', () => {
    expect(reportProblem(draft({ visitedOn: '' }), TODAY)).toBe('Enter the date of your visit.');
    expect(reportProblem(draft({ visitedOn: '2026-05-05' }), TODAY)).toBe(
      'The visit date cannot be in the future.',
    );
    expect(reportProblem(draft({ visitedOn: '1979-12-31' }), TODAY)).toBe(
      'The visit date cannot be before 1980.',
    );
    expect(reportProblem(draft({ status: '' }), TODAY)).toMatch(/^Choose what you found/);
    expect(reportProblem(draft({ status: 'flooded' }), TODAY)).toMatch(/^Choose what you found/);
    for (const temperatureF of ['31.9', '212.1', '500', 'hot', '101.25', '-40']) {
      expect(reportProblem(draft({ temperatureF }), TODAY)).toBe(
        'The water temperature must be between 32 and 212 °F, with at most one decimal.',
      );
    }
    expect(reportProblem(draft({ note: 'x'.repeat(10001) }), TODAY)).toBe(
      'The note may be at most 10000 characters.',
    );
  });
});

describe('localToday', () => {
  it("is the member's own calendar day", () => {
    expect(localToday(new Date(2026, 0, 9, 23, 59))).toBe('2026-01-09');
  });
});
