import { coverageProblems } from './k8s-coverage';
import { manifestEnvProblems } from './k8s-env';
import { hardeningProblems } from './k8s-hardening';
import { referenceProblems } from './k8s-references';
import { schemaProblems } from './k8s-schema';
import { K8sObject, renderOverlay } from './kustomize';
import { k8sManifestProblems } from './manifest-checks';
import { serviceNames } from './repo';

export interface OverlayReport {
  overlay: string;
  objects: K8sObject[];
  problems: string[];
}

/**
 * Every check of a rendered overlay: the API schemas, references, hardening, coverage, settings,
 * and the ports, stores and addresses of the service manifest.
 */
export function checkObjects(objects: K8sObject[]): string[] {
  return [
    ...objects.flatMap(schemaProblems),
    ...referenceProblems(objects),
    ...hardeningProblems(objects),
    ...coverageProblems(objects, serviceNames()),
    ...manifestEnvProblems(objects),
    ...k8sManifestProblems(objects),
  ];
}

export function validateOverlay(overlay: string): OverlayReport {
  const objects = renderOverlay(overlay);
  return { overlay, objects, problems: checkObjects(objects) };
}
