import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before } from 'node:test';
import { RunningGateway, startGateway } from './gateway-process';
import { closedPortUrl, startUpstream, Upstream } from './upstream-server';

/** The reads the gateway makes of a stand-in service: a status and a JSON body for each URL. */
export type ServiceAnswers = (url: string) => [number, unknown?];

/**
 * Registers the hooks that start, before the tests of the file (or of the describe block around
 * the call), a local upstream per name of `routes` with the gateway's settings listed for it
 * pointed at it (`{ auth: ['SPRINGS_URL', 'AUTH_URL'] }`) and the other settings of `env` (a
 * function for settings found when the hook runs, such as a closed port); and stop them all after.
 * What it returns reads the running gateway.
 */
export function useGateway(
  routes: Record<string, string[]>,
  env: Record<string, string> | (() => Promise<Record<string, string>>) = {},
): RunningGateway {
  let gateway: RunningGateway | undefined;
  const upstreams: Upstream[] = [];
  before(async () => {
    const settings: Record<string, string> = {};
    for (const [name, variables] of Object.entries(routes)) {
      const upstream = await startUpstream(name);
      upstreams.push(upstream);
      for (const variable of variables) settings[variable] = upstream.url;
    }
    gateway = await startGateway({
      ...settings,
      ...(typeof env === 'function' ? await env() : env),
    });
  });
  after(async () => {
    await gateway?.stop();
    for (const upstream of upstreams) await upstream.close();
  });
  return readsRunning(() => gateway);
}

/**
 * Registers the hooks that start, before the tests of the describe block around the call, a
 * gateway serving a web build (the folder `web`, or one written of `web`'s files: paths in the
 * build, index.html at least), in front of a stand-in service for each `<NAME>_URL` setting of
 * `services` answering with `ServiceAnswers` (no body to HEAD), or a closed port for a service
 * that is down; and stop and remove them (the written build too) after.
 */
export function useWebGateway(
  web: string | Record<string, string | Buffer>,
  services: Record<string, ServiceAnswers | 'down'> = {},
): RunningGateway {
  let gateway: RunningGateway | undefined;
  let written: string | undefined;
  const servers: Server[] = [];
  before(async () => {
    if (typeof web !== 'string') written = writeWebBuild(web);
    const settings: Record<string, string> = { WEB_DIST_DIR: written ?? (web as string) };
    for (const [setting, answers] of Object.entries(services)) {
      if (answers === 'down') {
        settings[setting] = await closedPortUrl();
        continue;
      }
      const server = await startJsonService(answers);
      servers.push(server);
      settings[setting] = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
    }
    gateway = await startGateway(settings);
  });
  after(async () => {
    await gateway?.stop();
    for (const server of servers) server.close();
    if (written) rmSync(written, { recursive: true, force: true });
  });
  return readsRunning(() => gateway);
}

function writeWebBuild(files: Record<string, string | Buffer>): string {
  const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dist, path)), { recursive: true });
    writeFileSync(join(dist, path), content);
  }
  return dist;
}

function startJsonService(answers: ServiceAnswers): Promise<Server> {
  const server = createServer((req, res) => {
    const [status, body] = answers(req.url ?? '');
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(req.method === 'HEAD' ? undefined : JSON.stringify(body ?? {}));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

/** A gateway started in a before hook, read once it runs. */
function readsRunning(current: () => RunningGateway | undefined): RunningGateway {
  const running = (): RunningGateway => {
    const gateway = current();
    if (!gateway) throw new Error('the gateway starts in a before hook');
    return gateway;
  };
  return {
    get url() {
      return running().url;
    },
    get metricsUrl() {
      return running().metricsUrl;
    },
    output: () => running().output(),
    stop: () => running().stop(),
  };
}
