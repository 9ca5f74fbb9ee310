import { copyFileSync, cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseAllDocuments } from 'yaml';
import { ROOT } from './repo';

export const DEPLOY_DIR = join(ROOT, 'deploy');

/** A Kubernetes object as rendered: only what every kind has is typed. */
export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: {
    name: string;
    namespace?: string;
    labels?: Record<string, string>;
    annotations?: Record<string, string>;
  };
  [field: string]: unknown;
}

export function overlayNames(): string[] {
  return readdirSync(join(DEPLOY_DIR, 'overlays')).sort();
}

/**
 * The version of kustomize in kubectl. The overlays use `labels` and `patches` with targets,
 * which need kustomize v5 (kubectl 1.27 or later).
 */
export function kustomizeVersion(): string {
  let out: string;
  try {
    out = execFileSync('kubectl', ['version', '--client'], { encoding: 'utf8' });
  } catch {
    throw new Error('kubectl 1.27 or later (kustomize v5) is needed and was not found');
  }
  const version = /Kustomize Version: (v[\d.]+)/.exec(out)?.[1];
  if (!version || Number(version.slice(1).split('.')[0]) < 5) {
    throw new Error(`kubectl 1.27 or later (kustomize v5) is needed; found: ${out.trim()}`);
  }
  return version;
}

/**
 * Renders an overlay as `kubectl apply -k` would. Its secrets.env is git-ignored, so the manifests
 * are copied to a temporary folder where each overlay gets deploy/secrets.env.example instead.
 */
export function renderOverlay(overlay: string): K8sObject[] {
  const dir = mkdtempSync(join(tmpdir(), 'hotsprings-deploy-'));
  try {
    for (const part of ['base', 'overlays']) {
      cpSync(join(DEPLOY_DIR, part), join(dir, part), { recursive: true });
    }
    const target = join(dir, 'overlays', overlay);
    copyFileSync(join(DEPLOY_DIR, 'secrets.env.example'), join(target, 'secrets.env'));
    return renderKustomization(target);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Renders a kustomization folder as `kubectl apply -k` would. */
export function renderKustomization(dir: string): K8sObject[] {
  const yaml = execFileSync('kubectl', ['kustomize', dir], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  return parseAllDocuments(yaml)
    .map((doc) => doc.toJS() as K8sObject | null)
    .filter((obj): obj is K8sObject => obj !== null);
}

export function describe(obj: K8sObject): string {
  return `${obj.kind}/${obj.metadata.name}`;
}
