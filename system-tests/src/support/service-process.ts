import { ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { eventually, freePort } from '@hotsprings/service-kit/testing';

const OUTPUT_KEPT = 20_000;

/** A service run from its compiled entry point, as in production: its own process and port. */
export interface ServiceProcess {
  url: string;
  /** Starts it (again, on the same port and settings) and waits until it says it is ready. */
  start(): Promise<void>;
  /** Sends the signal and waits until the process has exited. */
  stop(signal?: NodeJS.Signals): Promise<void>;
  /** The end of what it printed, for failure messages. */
  output(): string;
}

export async function serviceProcess(
  entry: string,
  env: Record<string, string>,
  /** The path that answers 200 once the process is ready (the gateway has no /readyz). */
  readyPath = '/readyz',
): Promise<ServiceProcess> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-OUTPUT_KEPT);
  };
  const running = () => child !== undefined && child.exitCode === null && child.signalCode === null;
  return {
    url,
    output: () => output,
    async start() {
      child = spawn(process.execPath, [entry], {
        env: { ...process.env, ...env, PORT: String(port) },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      child.stdout?.on('data', keep);
      child.stderr?.on('data', keep);
      await eventually(
        async () => {
          if (!running()) throw new Error(`${entry} exited:\n${output}`);
          const res = await fetch(`${url}${readyPath}`);
          if (res.status !== 200) throw new Error(`${entry} not ready: ${await res.text()}`);
        },
        // A deadline, not a wait: on two cores busy with other work, loading a service's modules
        // has taken 25 s.
        60_000,
        // Often: how soon a restart is seen ready is most of what the kill tests wait.
        20,
      ).catch((err: unknown) => {
        child?.kill('SIGKILL');
        throw err;
      });
    },
    async stop(signal = 'SIGTERM') {
      if (!child || !running()) return;
      const exited = once(child, 'exit');
      child.kill(signal);
      await exited;
    },
  };
}

/** Runs a command-line program to its end; rejects with its output when it fails. */
export async function runNode(entry: string, env: Record<string, string>): Promise<void> {
  const child = spawn(process.execPath, [entry], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c: Buffer) => (output += c.toString()));
  child.stderr.on('data', (c: Buffer) => (output += c.toString()));
  const [code] = (await once(child, 'exit')) as [number | null];
  if (code !== 0) throw new Error(`${entry} failed (${code}):\n${output}`);
}
