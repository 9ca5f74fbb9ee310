import { aSpringSummary } from '../../../testing/spring-fixtures';
import { listEntries } from './listed-springs';

describe('listEntries', () => {
  it('lists near-identical springs once, saying how many records the row covers', () => {
    const midway = (id: number, latitude: string) =>
      aSpringSummary({ id, name: 'Midway Hot Springs', latitude, longitude: '-115.1' });
    const other = aSpringSummary({ id: 9, name: 'Sunbeam', latitude: '44.3', longitude: '-115.1' });
    const miles = new Map([
      [1, 3],
      [9, 4],
    ]);
    const rows = listEntries(
      [midway(1, '44.3'), other, midway(2, '44.303'), midway(3, '44.305')],
      (s) => miles.get(s.id) ?? null,
    );
    expect(rows.map((r) => [r.spring.id, r.records, r.distanceMi])).toEqual([
      [1, 3, 3],
      [9, 1, 4],
    ]);
  });
});
