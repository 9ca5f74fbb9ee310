import { ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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
