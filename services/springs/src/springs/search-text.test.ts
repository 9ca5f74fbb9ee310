import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readSearchText } from './search-text';

test('a bare query may be a name or a place', () => {
  assert.deepEqual(readSearchText(' Boise '), { name: 'Boise', place: 'Boise', nearMe: false });
  assert.deepEqual(readSearchText('Kirkham  Hot Springs'), {
    name: 'Kirkham Hot Springs',
    place: 'Kirkham Hot Springs',
    nearMe: false,
  });
});

test('two letters name no spring: they may be a state', () => {
  assert.deepEqual(readSearchText('ID'), { place: 'ID', nearMe: false });
});

test('"near", "in" and "around" split a name from a place; generic words name no spring', () => {
  assert.deepEqual(readSearchText('hot springs near Boise'), { place: 'Boise', nearMe: false });
  assert.deepEqual(readSearchText('springs in Idaho'), { place: 'Idaho', nearMe: false });
  assert.deepEqual(readSearchText('in ID'), { place: 'ID', nearMe: false });
  assert.deepEqual(readSearchText('Kirkham around Boise, ID'), {
    name: 'Kirkham',
    place: 'Boise, ID',
    nearMe: false,
  });
  // A word that only contains "in" is not the word "in".
  assert.deepEqual(readSearchText('Boiling Springs').place, 'Boiling Springs');
});

test('"near me" asks for the caller\'s point', () => {
  assert.deepEqual(readSearchText('near me'), { nearMe: true });
  assert.deepEqual(readSearchText('Hot springs near ME'), { nearMe: true });
  assert.deepEqual(readSearchText('Kirkham near me'), { name: 'Kirkham', nearMe: true });
});
