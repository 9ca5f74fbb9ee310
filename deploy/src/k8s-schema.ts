import { describe, K8sObject } from './kustomize';

interface Model {
  validate(): void;
}

/**
 * The custom resources allowed, by API group, with the package of their schemas: the Prometheus
 * operator's (deploy/monitoring), which clusters without it do not need.
 */
const CUSTOM_RESOURCE_MODELS: Record<string, string> = {
  'monitoring.coreos.com': '@kubernetes-models/prometheus-operator',
};

/**
 * Validates an object against the Kubernetes API schema of its kind (kubernetes-models: types,
 * required fields, enumerations, formats), offline. An unknown apiVersion or kind is a problem.
 */
export function schemaProblems(obj: K8sObject): string[] {
  let Model: new (data: unknown) => Model;
  const models = CUSTOM_RESOURCE_MODELS[obj.apiVersion.split('/')[0]!] ?? 'kubernetes-models';
  try {
    // Core kinds live under kubernetes-models/v1/, the others under <group>/<version>/.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    Model = require(`${models}/${obj.apiVersion}/${obj.kind}`)[obj.kind];
  } catch {
    return [`${describe(obj)}: no Kubernetes schema for ${obj.apiVersion} ${obj.kind}`];
  }
  try {
    new Model(apiServerView(obj)).validate();
    return [];
  } catch (err) {
    return [`${describe(obj)}: ${err instanceof Error ? err.message : String(err)}`];
  }
}

/**
 * kustomize writes a long base64 value of a Secret on several lines; the API server decodes it
 * ignoring line breaks (Go's base64), so the schema's byte format sees it without them.
 */
function apiServerView(obj: K8sObject): K8sObject {
  if (obj.kind !== 'Secret' || !obj.data) return obj;
  const data = Object.entries(obj.data as Record<string, string>).map(([key, value]) => [
    key,
    value.replace(/[\r\n]/g, ''),
  ]);
  return { ...obj, data: Object.fromEntries(data) };
}
