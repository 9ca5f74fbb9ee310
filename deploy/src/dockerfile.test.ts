import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test } from 'node:test';
import { contextProblems, dockerignore } from './docker-context';
import { dockerfileProblems } from './dockerfile-checks';
import { ROOT, serviceNames } from './repo';

const dockerfile = readFileSync(join(ROOT, 'Dockerfile'), 'utf8');

test('the Dockerfile passes the linter and every check, for every service', () => {
  assert.deepEqual(dockerfileProblems(dockerfile, serviceNames()), []);
});

test('the build context holds every source the images compile and nothing built or secret', () => {
  assert.deepEqual(contextProblems(), []);
});

test('the checks find what is wrong', () => {
  const broken = dockerfile
    .replace('USER 1000:1000\nHEALTHCHECK', 'HEALTHCHECK')
    .replace('--omit=dev --ignore-scripts --workspace gateway', '--workspace gateway')
    .replace(
      'COPY --from=build /app/web/dist web/dist',
      'COPY --from=build /app/web/build web/dist',
    )
    .replace('HEALTHCHECK --interval=10s', 'HEALTHCHECK --interval=ten');
  const problems = dockerfileProblems(broken, ['springs', 'nonexistent']);
  const expected = [
    /^line \d+: time: invalid duration ten$/,
    /^service: runs as root, not a numeric unprivileged user$/,
    /^service: starts \/app\/services\/nonexistent\/dist\/main.js, which the build does not produce$/,
    /^gateway: copies from gateway-files, not a production stage$/,
    /^gateway-files: copies web\/build from the build, which does not produce it$/,
  ];
  for (const pattern of expected)
    assert.ok(
      problems.some((p) => pattern.test(p)),
      `${pattern}`,
    );
});

test('.dockerignore keeps the workspaces no image runs out, but their package.json', () => {
  const ignored = dockerignore();
  assert.equal(ignored('e2e/src/browser.ts'), true);
  assert.equal(ignored('e2e/package.json'), false);
  assert.equal(ignored('deploy/base/springs.yaml'), true);
});
