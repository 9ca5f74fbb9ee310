import { after, before } from 'node:test';
import { RunningGateway, startGateway } from './gateway-process';
import { startUpstream, Upstream } from './upstream-server';

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
  const running = (): RunningGateway => {
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
