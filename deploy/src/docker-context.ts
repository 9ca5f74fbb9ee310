import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ignore from '@balena/dockerignore';
import { ROOT } from './repo';

/** What the images compile: everything tracked in these folders, but documentation. */
const BUILD_SOURCES =
  /^(proto|libs|services|gateway|web)\/|^(package(-lock)?|tsconfig(\.base)?)\.json$/;

/** What must never reach the build context: installed or built files, and secrets. */
export const NEVER_SENT = [
  'node_modules/express/index.js',
  'gateway/node_modules/send/index.js',
  'services/springs/dist/main.js',
  'proto/gen/hotsprings/x.ts',
  '.env',
  '.dev/session-secret',
  '.git/HEAD',
  'deploy/overlays/dev/secrets.env',
];

export function dockerignore(): (path: string) => boolean {
  const rules = ignore().add(readFileSync(join(ROOT, '.dockerignore'), 'utf8').split('\n'));
  return (path) => rules.ignores(path);
}

/**
 * Files the image build needs but .dockerignore leaves out of the context: every package.json
 * (npm ci checks the lock file against all of them) and every tracked source of the
 * workspaces the images compile.
 */
export function contextProblems(): string[] {
  const ignored = dockerignore();
  const tracked = execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
  const needed = tracked.filter(
    (file) => file.endsWith('package.json') || (BUILD_SOURCES.test(file) && !file.endsWith('.md')),
  );
  return [
    ...needed.filter(ignored).map((file) => `${file} is left out of the build context`),
    ...NEVER_SENT.filter((file) => !ignored(file)).map((file) => `${file} is sent to the build`),
  ];
}
