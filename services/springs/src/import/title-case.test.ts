import assert from 'node:assert/strict';
import { test } from 'node:test';
import { titleCaseName } from './title-case';

test('title case keeps minor words low, expands the 1980 abbreviations, keeps initials and acronyms', () => {
  const cases: [string, string][] = [
    ['BAILEY HOT SPRING', 'Bailey Hot Spring'],
    ['HOT SPRINGS', 'Hot Springs'],
    ['FUMAROLES ON LITTLE SITKIN ISLAND', 'Fumaroles on Little Sitkin Island'],
    ['THE (LANDUSKY) PLUNGE', 'The (Landusky) Plunge'],
    ['MT ST HELENS FUMAROLES', 'Mount St. Helens Fumaroles'],
    ['HOT SPRING ON TRIBUTARY OF INNOKO R', 'Hot Spring on Tributary of Innoko River'],
    ['TRIMBLE HOT SPR, STRATTEN WARM SPR', 'Trimble Hot Spring, Stratten Warm Spring'],
    ['BLM WELL (FRAZIER HOT SPRING)', 'BLM Well (Frazier Hot Spring)'],
    ['L.G. CARTER SPRINGS', 'L.G. Carter Springs'],
    ['WHITE SULPHUR SPRINGS (HOONIAH H S)', 'White Sulphur Springs (Hooniah H S)'],
    ['N-O SPRING', 'N-O Spring'],
    ['TRUTH OR CONSEQUENCES', 'Truth or Consequences'],
    ["O'BRIEN'S HOT SPRING", "O'Brien's Hot Spring"],
    ['MCCREDIE HOT SPRINGS', 'McCredie Hot Springs'],
    ['SPRING II', 'Spring II'],
    ['BEARMOUTH WARM SPRING 1', 'Bearmouth Warm Spring 1'],
  ];
  for (const [upper, expected] of cases) assert.equal(titleCaseName(upper), expected, upper);
});
