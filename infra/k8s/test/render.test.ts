// The manifests of issue 27 rendered as an operator would apply them, and checked: every container has
// probes (long-running ones), requests and limits, and runs as a non-root user; the worker is never
// autoscaled; secrets come from the operator's Secret, never from the repository.
import fs from 'node:fs';
import path from 'node:path';
import { type Container, K8S, type K8sObject, named, podOf, render } from './manifests.js';

const OVERLAYS = ['base', 'overlays/production'];
/** Variables whose value is a secret: only ever from a Secret (envFrom or valueFrom), never a literal. */
const SECRET_ENV = /KEY|SECRET|PASSWORD|DATABASE_URL|REDIS_URL|SMTP_URL/;
const everything = new Map<string, K8sObject[]>();
beforeAll(() => {
  for (const dir of [...OVERLAYS, 'migrate', 'overlays/production/migrate']) everything.set(dir, render(dir));
});

const workloads = (dir: string) => everything.get(dir)!.filter((o) => podOf(o) !== null);
const containersOf = (o: K8sObject): Container[] => {
  const pod = podOf(o)!;
  return [...pod.containers, ...(pod.initContainers ?? [])];
};
const envOf = (c: Container, name: string) => c.env?.find((e) => e.name === name)?.value;

describe.each([...OVERLAYS, 'migrate', 'overlays/production/migrate'])('%s', (dir) => {
  it('gives every container cpu and memory requests and limits', () => {
    for (const w of workloads(dir))
      for (const c of containersOf(w)) {
        const r = c.resources;
        expect([w.metadata.name, c.name, r?.requests?.cpu, r?.requests?.memory]).not.toContain(undefined);
        expect([w.metadata.name, c.name, r?.limits?.cpu, r?.limits?.memory]).not.toContain(undefined);
      }
  });

  it('runs every pod as a non-root user, without privilege escalation, capabilities or a writable root', () => {
    for (const w of workloads(dir)) {
      const pod = podOf(w)!;
      expect([w.metadata.name, pod.securityContext?.runAsNonRoot]).toEqual([w.metadata.name, true]);
      expect(pod.securityContext?.runAsUser).toBeGreaterThan(0);
      for (const c of containersOf(w))
        expect([w.metadata.name, c.securityContext]).toMatchObject([
          w.metadata.name,
          { allowPrivilegeEscalation: false, readOnlyRootFilesystem: true, capabilities: { drop: ['ALL'] } },
        ]);
    }
  });

  it('gives every long-running container a readiness and a liveness probe (a Job runs to its end)', () => {
    for (const w of workloads(dir).filter((o) => o.kind !== 'Job'))
      for (const c of containersOf(w)) {
        expect([w.metadata.name, Boolean(c.readinessProbe)]).toEqual([w.metadata.name, true]);
        expect([w.metadata.name, Boolean(c.livenessProbe)]).toEqual([w.metadata.name, true]);
      }
  });

  it('commits no Secret: secrets come from the operator-made Secret p2p-secrets', () => {
    const objects = everything.get(dir)!;
    expect(objects.filter((o) => o.kind === 'Secret')).toEqual([]);
    for (const w of workloads(dir))
      for (const c of containersOf(w)) {
        for (const from of c.envFrom ?? [])
          if (from.secretRef) expect(from.secretRef.name).toBe('p2p-secrets');
        // No secret-looking value written into a manifest.
        for (const e of c.env ?? [])
          expect([e.name, SECRET_ENV.test(e.name) ? e.value : undefined]).toEqual([e.name, undefined]);
      }
  });
});

describe.each(OVERLAYS)('%s: the API and the worker', (dir) => {
  const objects = () => everything.get(dir)!;

  it('runs the API in the http role and the worker in the worker role, both probed on /api/health', () => {
    const api = containersOf(named(objects(), 'Deployment', 'api'))[0]!;
    const worker = containersOf(named(objects(), 'Deployment', 'worker'))[0]!;
    expect(envOf(api, 'API_ROLE')).toBe('http');
    expect(envOf(worker, 'API_ROLE')).toBe('worker');
    for (const c of [api, worker]) {
      expect(c.readinessProbe?.httpGet?.path).toBe('/api/health');
      expect(c.livenessProbe?.httpGet?.path).toBe('/api/health');
    }
  });

  it('autoscales the API only: no autoscaler targets the worker (one chain sender holds its lock; more add nothing)', () => {
    const hpas = objects().filter((o) => o.kind === 'HorizontalPodAutoscaler');
    const targets = hpas.map((h) => (h.spec as { scaleTargetRef: { name: string } }).scaleTargetRef.name);
    expect(targets).toEqual(['api']);
    const hpa = hpas[0]!.spec as { minReplicas: number; maxReplicas: number };
    expect(hpa.minReplicas).toBeGreaterThanOrEqual(2);
    expect(hpa.maxReplicas).toBeGreaterThan(hpa.minReplicas);
  });

  it('keeps an API pod through voluntary disruptions (PodDisruptionBudget) and rolls without losing one', () => {
    const pdb = named(objects(), 'PodDisruptionBudget', 'api').spec as { minAvailable: number };
    expect(pdb.minAvailable).toBeGreaterThanOrEqual(1);
    const strategy = (named(objects(), 'Deployment', 'api').spec as { strategy: unknown }).strategy;
    expect(strategy).toMatchObject({ rollingUpdate: { maxUnavailable: 0 } });
  });

  it('mounts the uploads claim on the API and the chain file from the ConfigMap p2p-chain on both', () => {
    const api = podOf(named(objects(), 'Deployment', 'api'))!;
    const worker = podOf(named(objects(), 'Deployment', 'worker'))!;
    expect(api.volumes).toEqual(
      expect.arrayContaining([expect.objectContaining({ configMap: { name: 'p2p-chain' } })]),
    );
    expect(worker.volumes).toEqual(
      expect.arrayContaining([expect.objectContaining({ configMap: { name: 'p2p-chain' } })]),
    );
    expect(JSON.stringify(api.volumes)).toContain('p2p-uploads');
    const config = named(objects(), 'ConfigMap', 'p2p-config').data!;
    expect(config.CHAIN_FILE).toBe('/etc/p2p/chain/chain.json');
    expect(config.UPLOAD_DIR).toBe('/data/uploads');
  });

  it("names the Service `api`, the host the apps' nginx proxies to", () => {
    const conf = fs.readFileSync(path.join(K8S, '../nginx/app.conf'), 'utf8');
    expect(conf).toContain('proxy_pass http://api:3000;');
    const svc = named(objects(), 'Service', 'api').spec as { ports: { port: number }[] };
    expect(svc.ports[0]!.port).toBe(3000);
  });
});

describe('overlays/production', () => {
  const objects = () => everything.get('overlays/production')!;

  it('puts everything in the namespace p2p and runs released images, the migrations on the same one as the API', () => {
    for (const o of objects())
      expect([o.kind, o.metadata.name, o.metadata.namespace]).toEqual([o.kind, o.metadata.name, 'p2p']);
    const images = workloads('overlays/production').flatMap((w) => containersOf(w).map((c) => c.image));
    for (const image of images) expect(image).toMatch(/^registry\.example\.com\/p2p\/[a-z-]+:\d+\.\d+\.\d+$/);
    const job = containersOf(named(everything.get('overlays/production/migrate')!, 'Job', 'migrate'))[0]!;
    expect(job.image).toBe(containersOf(named(objects(), 'Deployment', 'api'))[0]!.image);
  });

  it('routes /api and /socket.io to the API with cookie affinity (socket.io polling), the rest to the apps', () => {
    const ingress = named(objects(), 'Ingress', 'p2p');
    const annotations = (ingress.metadata as { annotations?: Record<string, string> }).annotations ?? {};
    expect(annotations['nginx.ingress.kubernetes.io/affinity']).toBe('cookie');
    const rules = (
      ingress.spec as {
        rules: {
          host: string;
          http: { paths: { path: string; backend: { service: { name: string } } }[] };
        }[];
      }
    ).rules;
    const routes = rules.flatMap((r) =>
      r.http.paths.map((p) => `${r.host}${p.path} -> ${p.backend.service.name}`),
    );
    expect(routes).toEqual([
      'p2p.example.com/api/ -> api',
      'p2p.example.com/socket.io/ -> api',
      'p2p.example.com/ -> web',
      'console.p2p.example.com/api/ -> api',
      'console.p2p.example.com/ -> admin',
    ]);
  });
});

describe('docs/operations.md', () => {
  it('tells the operator what p2p-secrets and p2p-chain hold and the order of a rollout', () => {
    const doc = fs.readFileSync(path.join(K8S, '../../docs/operations.md'), 'utf8');
    for (const key of [
      'p2p-secrets',
      'p2p-chain',
      'DATABASE_URL',
      'REDIS_URL',
      'JWT_SECRET',
      'LOGIN_RSA_PRIVATE_KEY',
      'EVM_ESCROW_PRIVATE_KEY',
    ])
      expect([key, doc.includes(key)]).toEqual([key, true]);
    expect(doc).toContain('kubectl apply -k infra/k8s/overlays/production/migrate');
    expect(doc).toContain('kubectl -n p2p wait --for=condition=complete job/migrate');
  });
});
