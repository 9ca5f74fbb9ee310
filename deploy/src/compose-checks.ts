import { ComposeFile, mounts } from './compose';
import { ourImage } from './k8s-hardening';
import { composeManifestProblems } from './manifest-checks';
import { envProblems, envSchemaFor } from './service-env';

const START_CONDITIONS = new Set(['service_healthy', 'service_completed_successfully']);

/** A port published on this machine's loopback only (`127.0.0.1:3000:3000`): Grafana's. */
const onLoopback = (port: unknown) => typeof port === 'string' && port.startsWith('127.0.0.1:');

/**
 * The compose stack: every service of the repository and the gateway, built from the
 * Dockerfile; only the gateway published to the network; every dependency waits for health (or for a one-off
 * to finish); every long-running container has a health check; the stores keep their data in
 * volumes; every process of ours gets an environment its configuration schema accepts; and each
 * service has the port and store of the service manifest, where the gateway reaches it.
 */
export function composeProblems(file: ComposeFile, services: string[]): string[] {
  const problems: string[] = [];
  const entries = Object.entries(file.services);
  for (const name of ['gateway', ...services]) {
    const entry = file.services[name];
    if (!entry) problems.push(`${name}: not in docker-compose.yml`);
    else if (!entry.build?.target) problems.push(`${name}: not built from the Dockerfile`);
  }
  for (const [name, service] of entries) {
    const published = (service.ports ?? []).filter((port) => !onLoopback(port));
    if (published.length && name !== 'gateway') problems.push(`${name}: publishes a port`);
    for (const [dependency, { condition }] of Object.entries(service.depends_on ?? {})) {
      if (!START_CONDITIONS.has(condition))
        problems.push(`${name}: starts once ${dependency} is ${condition}, not healthy`);
    }
    if (service.restart !== 'no' && !service.healthcheck?.test?.length)
      problems.push(`${name}: no health check`);
    const image = service.image && ourImage(service.image);
    if (image) {
      const env = Object.fromEntries(
        Object.entries(service.environment ?? {}).map(([k, v]) => [k, v ?? '']),
      );
      problems.push(...envProblems(name, envSchemaFor(image, service.command), env));
    } else if (mounts(service).length === 0) {
      problems.push(`${name}: keeps its data in no volume`);
    }
  }
  problems.push(...composeManifestProblems(file));
  return problems;
}
