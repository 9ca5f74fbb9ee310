import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CDC_NAEGLERIA_URL, NOAA_REFERENCE } from '@hotsprings/contracts';
import type { ReportFacts } from './safety-facts';
import { safetyLevel, springSafety } from './spring-safety';

const TODAY = new Date('2026-11-26T13:00:00Z');
const measured = (temperatureF: number) => ({ temperatureF, temperatureHint: null });
const hinted = (temperatureHint: string | null) => ({ temperatureF: null, temperatureHint });
const codes = (facts: Parameters<typeof springSafety>[0], report: ReportFacts | null = null) =>
  springSafety(facts, report, TODAY).reasons.map((r) => r.code);

test('levels at the edges of each threshold', () => {
  assert.equal(safetyLevel(measured(140.1)), 'not_for_soaking');
  assert.equal(safetyLevel(measured(140)), 'scald_risk');
  assert.equal(safetyLevel(measured(112.1)), 'scald_risk');
  assert.equal(safetyLevel(measured(112)), 'caution');
  assert.equal(safetyLevel(measured(77)), 'caution');
  assert.equal(safetyLevel(measured(76.9)), 'general');
});

test("the NOAA list's letters: boiling is not for soaking, hot may scald, warm is warm water", () => {
  assert.equal(safetyLevel(hinted('B')), 'not_for_soaking');
  assert.equal(safetyLevel(hinted('H')), 'scald_risk');
  assert.equal(safetyLevel(hinted('W')), 'caution');
  assert.equal(safetyLevel(hinted(null)), 'unknown');
});

test('a 190 °F spring is not for soaking, with the NOAA figure as the source', () => {
  const safety = springSafety(measured(190), null, TODAY);
  assert.equal(safety.level, 'not_for_soaking');
  assert.equal(safety.reasons.length, 1);
  const [reason] = safety.reasons;
  assert.equal(reason?.code, 'not_for_soaking');
  assert.match(String(reason?.text), /^190 °F \(NOAA\) at the source: not for soaking/);
  assert.equal(reason?.source?.text, 'NOAA thermal springs list, 1980: 190 °F');
  assert.equal(reason?.source?.reference, NOAA_REFERENCE);
});

test('a boiling spring without a figure says so, and invents none', () => {
  const [reason] = springSafety(hinted('B'), null, TODAY).reasons;
  assert.match(String(reason?.text), /^Recorded as boiling \(NOAA\): not for soaking/);
  assert.equal(
    reason?.source?.text,
    'NOAA thermal springs list, 1980: recorded as boiling, no figure',
  );
  assert.doesNotMatch(String(reason?.text), /\d/);
});

test('scald risk names the figure and says to test the water; warm-water advice follows', () => {
  const safety = springSafety(measured(120), null, TODAY);
  assert.deepEqual(
    safety.reasons.map((r) => r.code),
    ['scald_risk', 'warm_water'],
  );
  assert.match(
    String(safety.reasons[0]?.text),
    /^120 °F \(NOAA\) at the source: hot enough to scald\. Test/,
  );
  assert.deepEqual(codes(hinted('H')), ['scald_risk', 'warm_water']);
});

test('warm water from 77 °F: keep your head above water, on the CDC', () => {
  const [reason] = springSafety(measured(77), null, TODAY).reasons;
  assert.equal(reason?.code, 'warm_water');
  assert.match(String(reason?.text), /Naegleria fowleri.*Keep your head above water/);
  assert.equal(reason?.source?.url, CDC_NAEGLERIA_URL);
  assert.deepEqual(codes(measured(76)), []);
  assert.deepEqual(codes(hinted('W')), ['warm_water']);
});

test('an unknown temperature says "Unknown", gives the general advice and no figure', () => {
  const safety = springSafety(hinted(null), null, TODAY);
  assert.equal(safety.level, 'unknown');
  assert.deepEqual(
    safety.reasons.map((r) => r.code),
    ['unknown_temperature', 'warm_water'],
  );
  assert.match(String(safety.reasons[0]?.text), /^Temperature: Unknown\. .*test the water/);
  assert.equal(
    safety.reasons[0]?.source?.text,
    'NOAA thermal springs list, 1980: no temperature recorded',
  );
  assert.doesNotMatch(safety.reasons.map((r) => r.text).join(' '), /\d/);
});

const report = (status: string, daysAgo: number): ReportFacts => ({
  status,
  visited_on: new Date(TODAY.getTime() - daysAgo * 86_400_000).toISOString().slice(0, 10),
  username: 'alice',
});

test("a member's closure report of the last 90 days comes first; an older one is gone", () => {
  const safety = springSafety(measured(190), report('closed', 89), TODAY);
  assert.deepEqual(
    safety.reasons.map((r) => r.code),
    ['closure_reported', 'not_for_soaking'],
  );
  assert.match(String(safety.reasons[0]?.text), /^A member found it closed on 2026-08-29\./);
  assert.equal(safety.reasons[0]?.source?.text, 'Reported closed by alice on 2026-08-29');
  assert.equal(safety.level, 'not_for_soaking');

  assert.deepEqual(codes(measured(100), report('access_restricted', 90)), [
    'closure_reported',
    'warm_water',
  ]);
  assert.deepEqual(codes(measured(100), report('access_restricted', 91)), ['warm_water']);
  assert.deepEqual(codes(measured(190), report('closed', 91)), ['not_for_soaking']);
  assert.deepEqual(codes(measured(100), report('open', 1)), ['warm_water']);
});
