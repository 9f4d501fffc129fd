// Renders a kustomization with `kubectl kustomize` (the kubectl on the machine: Debian's kubernetes-client
// or the Cloud SDK's) and answers its objects, parsed.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

export const K8S = path.resolve(import.meta.dirname, '..');

export interface K8sObject {
  apiVersion: string;
  kind: string;
  metadata: { name: string; namespace?: string; labels?: Record<string, string> };
  spec?: Record<string, unknown>;
  data?: Record<string, string>;
}

export interface Container {
  name: string;
  image: string;
  command?: string[];
  env?: { name: string; value?: string; valueFrom?: unknown }[];
  envFrom?: { configMapRef?: { name: string }; secretRef?: { name: string } }[];
  readinessProbe?: { httpGet?: { path: string; port: string | number } };
  livenessProbe?: { httpGet?: { path: string; port: string | number } };
  resources?: {
    requests?: { cpu?: string; memory?: string };
    limits?: { cpu?: string; memory?: string };
  };
  securityContext?: {
    allowPrivilegeEscalation?: boolean;
    readOnlyRootFilesystem?: boolean;
    runAsNonRoot?: boolean;
    runAsUser?: number;
    capabilities?: { drop?: string[] };
  };
}

export interface PodSpec {
  securityContext?: { runAsNonRoot?: boolean; runAsUser?: number };
  containers: Container[];
  initContainers?: Container[];
  volumes?: { name: string; configMap?: { name: string }; secret?: { secretName: string } }[];
}

/** The objects `kubectl kustomize <dir>` renders (dir relative to infra/k8s). */
export function render(dir: string): K8sObject[] {
  let out: string;
  try {
    out = execFileSync('kubectl', ['kustomize', path.join(K8S, dir)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  } catch (err) {
    const e = err as NodeJS.ErrnoException & { stderr?: string };
    if (e.code === 'ENOENT')
      throw new Error('kubectl is not installed: apt-get install kubernetes-client (the test needs it)', {
        cause: err,
      });
    throw new Error(`kubectl kustomize ${dir} failed: ${e.stderr ?? e.message}`, { cause: err });
  }
  return parseAllDocuments(out).map((d) => d.toJS() as K8sObject);
}

/** The pod template of a workload (Deployment, Job), or null for other kinds. */
export function podOf(o: K8sObject): PodSpec | null {
  const template = (o.spec as { template?: { spec?: PodSpec } } | undefined)?.template;
  return ['Deployment', 'StatefulSet', 'DaemonSet', 'Job'].includes(o.kind) ? (template?.spec ?? null) : null;
}

export function named(objects: K8sObject[], kind: string, name: string): K8sObject {
  const found = objects.find((o) => o.kind === kind && o.metadata.name === name);
  if (!found) throw new Error(`no ${kind} ${name} rendered`);
  return found;
}
