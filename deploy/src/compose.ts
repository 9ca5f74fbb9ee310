import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'yaml';
import { ROOT } from './repo';

export interface ComposeService {
  image?: string;
  build?: { target?: string; args?: Record<string, string> };
  command?: string[];
  environment?: Record<string, string | null>;
  ports?: unknown[];
  volumes?: (string | Mount)[];
  healthcheck?: { test: string[] };
  depends_on?: Record<string, { condition: string }>;
  restart?: string;
}

export interface Mount {
  source?: string;
  target: string;
}

/** A service's mounts, from either syntax (docker-compose 1 prints `source:target:mode`). */
export function mounts(service: ComposeService): Mount[] {
  return (service.volumes ?? []).map((volume) => {
    if (typeof volume !== 'string') return volume;
    const [source, target] = volume.split(':');
    return target === undefined ? { target: source! } : { source, target };
  });
}

export interface ComposeFile {
  services: Record<string, ComposeService>;
  volumes?: Record<string, unknown>;
}

/** Debian's docker-compose, or the docker client's compose plugin; neither needs an engine. */
function composeCommand(): string[] {
  for (const command of [['docker-compose'], ['docker', 'compose']]) {
    try {
      execFileSync(command[0]!, [...command.slice(1), 'version'], { stdio: 'ignore' });
      return command;
    } catch {
      // not installed
    }
  }
  throw new Error('docker-compose is not installed: make system-deps installs it');
}

/**
 * docker-compose.yml as Compose resolves it (`config`: schema-checked, variables substituted,
 * anchors and merges applied), with the given .env settings and none of this shell's.
 */
export function composeConfig(settings: Record<string, string>): ComposeFile {
  const dir = mkdtempSync(join(tmpdir(), 'hotsprings-compose-'));
  try {
    const envFile = join(dir, '.env');
    const lines = Object.entries(settings).map(([name, value]) => `${name}=${value}\n`);
    writeFileSync(envFile, lines.join(''));
    const [command, ...args] = composeCommand();
    const out = execFileSync(
      command!,
      [...args, '--file', join(ROOT, 'docker-compose.yml'), '--env-file', envFile, 'config'],
      {
        cwd: ROOT,
        encoding: 'utf8',
        env: { PATH: process.env.PATH, HOME: process.env.HOME },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    return parse(out) as ComposeFile;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
