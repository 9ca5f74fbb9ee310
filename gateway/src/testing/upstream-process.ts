import { ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { freePort } from '@hotsprings/service-kit/testing';

export interface UpstreamProcess {
  url: string;
  /** Starts it (again, on the same port) and resolves once it listens. */
  start(): Promise<void>;
  /** Kills it with SIGKILL, as a crash would, and resolves once it is gone. */
  kill(): Promise<void>;
}

/** A test service (`startUpstream`) run as its own process, always on the same port. */
export async function upstreamProcess(
  service: string,
  options: { delayMs?: number } = {},
): Promise<UpstreamProcess> {
  const url = `http://127.0.0.1:${await freePort()}`;
  let child: ChildProcess | undefined;
  return {
    url,
    async start() {
      child = spawn(process.execPath, [join(__dirname, 'upstream-main.js')], {
        env: {
          PATH: process.env.PATH,
          PORT: new URL(url).port,
          UPSTREAM_SERVICE: service,
          DELAY_MS: String(options.delayMs ?? 0),
        },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      const listening = once(child.stdout as NodeJS.ReadableStream, 'data');
      const exited = once(child, 'exit').then(() => {
        throw new Error(`${service} exited before it listened`);
      });
      await Promise.race([listening, exited]);
    },
    async kill() {
      if (!child || child.exitCode !== null || child.signalCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGKILL');
      await exited;
    },
  };
}
