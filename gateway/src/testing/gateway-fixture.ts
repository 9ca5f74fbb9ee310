import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { after, before } from 'node:test';
import { useStarted } from '@hotsprings/service-kit/testing';
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
  const upstreams: Upstream[] = [];
  return useStartedGateway(
    async () => {
      const settings: Record<string, string> = {};
      for (const [name, variables] of Object.entries(routes)) {
        const upstream = await startUpstream(name);
        upstreams.push(upstream);
        for (const variable of variables) settings[variable] = upstream.url;
      }
      return startGateway({ ...settings, ...(typeof env === 'function' ? await env() : env) });
    },
    async () => {
      for (const upstream of upstreams) await upstream.close();
    },
  );
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
  const dist = typeof web === 'string' ? () => web : useWebBuild(web);
  const servers: Server[] = [];
  return useStartedGateway(
    async () => {
      const settings: Record<string, string> = { WEB_DIST_DIR: dist() };
      for (const [setting, answers] of Object.entries(services)) {
        if (answers === 'down') {
          settings[setting] = await closedPortUrl();
          continue;
        }
        const server = await startJsonService(answers);
        servers.push(server);
        settings[setting] = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
      }
      return startGateway(settings);
    },
    () => {
      for (const server of servers) server.close();
    },
  );
}

/**
 * Registers the hooks that write a web build of `files` (paths in the build, index.html at least,
 * or none for a build that has nothing) before the tests of the file (or of the describe block
 * around the call), and remove it after. What it returns reads the build's folder.
 */
export function useWebBuild(files: Record<string, string | Buffer>): () => string {
  let dist: string | undefined;
  before(() => {
    dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(dirname(join(dist, path)), { recursive: true });
      writeFileSync(join(dist, path), content);
    }
  });
  after(() => {
    if (dist) rmSync(dist, { recursive: true, force: true });
  });
  return () => {
    if (!dist) throw new Error('the web build is written in a before hook');
    return dist;
  };
}

/**
 * Registers the hooks that start a gateway with `start` before the tests of the file (or of the
 * describe block around the call), and stop it after, then `cleanUp` what `start` set up for it
 * (a stand-in service, a web build). What it returns reads the running gateway.
 */
export function useStartedGateway(
  start: () => Promise<RunningGateway>,
  cleanUp: () => Promise<void> | void = () => undefined,
): RunningGateway {
  const gateway = useStarted('the gateway', start, async (running) => {
    await running.stop();
  });
  // After the gateway has stopped, and also when it did not start.
  after(cleanUp);
  return gateway;
}

function startJsonService(answers: ServiceAnswers): Promise<Server> {
  const server = createServer((req, res) => {
    const [status, body] = answers(req.url ?? '');
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(req.method === 'HEAD' ? undefined : JSON.stringify(body ?? {}));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}
