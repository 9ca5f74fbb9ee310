import type { ConditionReportJson, ConditionReportPageJson } from '@hotsprings/contracts';

export function aReport(overrides: Partial<ConditionReportJson> = {}): ConditionReportJson {
  return {
    id: '1',
    spring_id: 12,
    user: { id: '3', username: 'hot tub' },
    visited_on: '2026-05-04',
    status: 'open',
    water_temperature_f: null,
    flow: null,
    crowding: null,
    note: null,
    image_url: null,
    created_at: '2026-05-04T12:00:00.000Z',
    updated_at: '2026-05-04T12:00:00.000Z',
    ...overrides,
  };
}

export function aPage(
  reports: ConditionReportJson[],
  overrides: Partial<ConditionReportPageJson> = {},
): ConditionReportPageJson {
  return {
    reports,
    page: 1,
    total_pages: reports.length ? 1 : 0,
    total: reports.length,
    ...overrides,
  };
}
