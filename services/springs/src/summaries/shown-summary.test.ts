import assert from 'node:assert/strict';
import { test } from 'node:test';
import { FREE_AI_SUMMARY_LENGTH } from '@hotsprings/contracts';
import { shownSummary } from './shown-summary';

const LONG =
  'Bailey Hot Spring is a thermal spring in Alaska, near Wrangell. Its recorded water ' +
  'temperature is 198 °F (92 °C): hot (100 °F and above). 12 reviewers rate it 4.3 / 5.';

test('premium members read it whole', () => {
  assert.equal(shownSummary(LONG, true), LONG);
});

test('everyone else reads its beginning, cut at a word, ending in ...', () => {
  const shown = shownSummary(LONG, false);
  assert.ok(shown.endsWith('...'));
  assert.ok(shown.length <= FREE_AI_SUMMARY_LENGTH + 3);
  assert.ok(LONG.startsWith(shown.slice(0, -3)));
  assert.match(shown, /\w\.\.\.$/, 'no space or punctuation before the dots');
  assert.equal(
    shown,
    'Bailey Hot Spring is a thermal spring in Alaska, near Wrangell. Its recorded water temperature is...',
  );
});

test('even a short summary is never shown whole to those who are not premium', () => {
  const short = 'A warm pool by the river.';
  const shown = shownSummary(short, false);
  assert.notEqual(shown.slice(0, -3), short);
  assert.equal(shown, 'A warm pool by...');
});
