import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { before, describe, test } from 'node:test';

// The kit as other workspaces see it: each entry required by the package's name, so through its
// `exports` map, in a process of its own so that one entry's modules cannot hide another's.

const KIT_DIR = join(__dirname, '..');

interface LoadedEntry {
  names: string[];
  nestLoaded: boolean;
}

function load(entry: string): LoadedEntry {
  const script = `
    const names = Object.keys(require(${JSON.stringify(entry)}));
    const nestLoaded = Object.keys(require.cache).some((file) => file.includes('/node_modules/@nestjs/'));
    process.stdout.write(JSON.stringify({ names, nestLoaded }));`;
  return JSON.parse(
    execFileSync(process.execPath, ['-e', script], { cwd: KIT_DIR, encoding: 'utf8' }),
  ) as LoadedEntry;
}

describe('the kit entry points', () => {
  const entries: Record<string, LoadedEntry> = {};

  before(() => {
    for (const entry of ['', '/core', '/testing', '/images']) {
      entries[entry] = load(`@hotsprings/service-kit${entry}`);
    }
  });

  test('the core loads no NestJS, the main entry does', () => {
    assert.equal(entries['/core']?.nestLoaded, false);
    assert.equal(entries['']?.nestLoaded, true);
  });

  test('the testing entry holds the test helpers', () => {
    const testing = entries['/testing']?.names ?? [];
    for (const helper of [
      'startServiceUnderTest',
      'useServiceUnderTest',
      'createTestDatabase',
      'startTestNatsServer',
      'eventually',
      'rawHttp',
    ]) {
      assert.ok(testing.includes(helper), `${helper} is not exported by /testing`);
    }
  });

  test('the production entries export no test helper', () => {
    const testing = new Set(entries['/testing']?.names);
    for (const entry of ['', '/core', '/images']) {
      const leaked = (entries[entry]?.names ?? []).filter((name) => testing.has(name));
      assert.deepEqual(leaked, [], `@hotsprings/service-kit${entry} exports test helpers`);
    }
  });

  test('the main entry re-exports the whole core', () => {
    const main = new Set(entries['']?.names);
    const core = entries['/core']?.names ?? [];
    assert.ok(core.includes('loadConfig') && core.includes('Database'));
    assert.deepEqual(
      core.filter((name) => !main.has(name)),
      [],
    );
  });

  test('the files behind the entries cannot be imported one by one', () => {
    assert.throws(
      () => load('@hotsprings/service-kit/dist/metrics/metrics'),
      /ERR_PACKAGE_PATH_NOT_EXPORTED/,
    );
  });
});
