import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

/** The repository root (this file runs from deploy/dist). */
export const ROOT = join(__dirname, '..', '..');

/**
 * The services of the repository: every services/<name>/package.json that git tracks (a
 * service still being written in this working tree is not one yet).
 */
export function serviceNames(): string[] {
  return execFileSync('git', ['ls-files', 'services/*/package.json'], {
    cwd: ROOT,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(Boolean)
    .map((file) => file.split('/')[1]!)
    .sort();
}
