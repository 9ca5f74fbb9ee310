import { ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before } from 'node:test';
import type { NatsConnection } from 'nats';
import { connectNats } from '../nats/nats-connection';
import { ensureStream } from '../nats/streams';

export interface TestNatsServer {
  url: string;
  /** Stops the server, as an outage would; JetStream keeps its store for `start()`. */
  stop: () => Promise<void>;
  /** Starts it again on the same port and store. */
  start: () => Promise<void>;
  /** Stops it for good and removes its store. */
  dispose: () => Promise<void>;
}

/**
 * A private NATS server with JetStream for one test file (needs `nats-server` on the PATH, as
 * the development machines have). Tests use it where a process of the running stack on the
 * shared server would answer the same request subjects, or where they stop NATS on purpose.
 */
export async function startTestNatsServer(): Promise<TestNatsServer> {
  const storeDir = await mkdtemp(join(tmpdir(), 'nats-test-'));
  let child: ChildProcess | undefined;
  let port = -1; // nats-server picks a free port the first time
  const start = async () => {
    const started = await launch(port, storeDir);
    child = started.child;
    port = started.port;
  };
  const stop = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGTERM');
    });
  };
  await start();
  return {
    url: `nats://127.0.0.1:${port}`,
    stop,
    start,
    dispose: async () => {
      await stop();
      await rm(storeDir, { recursive: true, force: true });
    },
  };
}

function launch(port: number, storeDir: string): Promise<{ child: ChildProcess; port: number }> {
  const args = ['-js', '-a', '127.0.0.1', '-p', String(port), '-sd', storeDir];
  const child = spawn('nats-server', args, { stdio: ['ignore', 'ignore', 'pipe'] });
  // A test file that ends without disposing of it (a failure, a forced exit) leaves no server.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  child.once('exit', () => process.off('exit', killOnExit));
  return new Promise((resolve, reject) => {
    let log = '';
    const timer = setTimeout(() => fail(new Error(`nats-server did not start: ${log}`)), 10_000);
    const fail = (err: Error) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(err);
    };
    child.once('error', (err) => fail(new Error(`cannot run nats-server: ${err.message}`)));
    child.stderr?.on('data', (chunk: Buffer) => {
      log += chunk.toString();
      const listening = /Listening for client connections on [\d.]+:(\d+)/.exec(log);
      if (listening && /Server is ready/.test(log)) {
        clearTimeout(timer);
        child.stderr?.removeAllListeners('data');
        child.stderr?.resume();
        resolve({ child, port: Number(listening[1]) });
      }
    });
  });
}

/**
 * Registers the hooks that start a private NATS server with `streams` and the test's connection
 * to it before the file's tests, then run `prepare` in the same hook (Node 20 runs a file's
 * before hooks at once, so what needs the connection cannot wait in a hook of its own); and
 * close both after.
 */
export function useTestNats(
  options: {
    streams?: ReadonlyArray<{ name: string; subjects: readonly string[] }>;
    prepare?: (nc: NatsConnection) => Promise<void>;
  } = {},
): { readonly nats: TestNatsServer; readonly nc: NatsConnection } {
  let started: { nats: TestNatsServer; nc: NatsConnection } | undefined;
  before(async () => {
    const nats = await startTestNatsServer();
    const nc = await connectNats(nats.url, 'test');
    started = { nats, nc };
    for (const stream of options.streams ?? [])
      await ensureStream(await nc.jetstreamManager(), stream);
    await options.prepare?.(nc);
  });
  after(async () => {
    await started?.nc.close();
    await started?.nats.dispose();
  });
  const running = () => {
    if (!started) throw new Error('NATS starts in a before hook');
    return started;
  };
  return {
    get nats() {
      return running().nats;
    },
    get nc() {
      return running().nc;
    },
  };
}
