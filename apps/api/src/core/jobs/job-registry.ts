import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { type JobCatalog, type JobData } from './job-catalog.js';
import { JOB_HANDLER } from './job-handler.decorator.js';

export const ACTIVE_JOB_CATALOG = Symbol('ACTIVE_JOB_CATALOG');

export type JobHandlerFn = (data: JobData) => Promise<unknown>;

/** Raised at boot when the handlers do not match the catalogue one to one. */
export class JobRegistryError extends Error {}

/**
 * Finds every `@JobHandler()` method at start-up and checks that each job name of the catalogue has
 * exactly one handler, and that no handler names a job the catalogue lacks: otherwise the app refuses
 * to start, listing the names.
 */
@Injectable()
export class JobRegistry implements OnModuleInit {
  private readonly handlers = new Map<string, JobHandlerFn>();

  constructor(
    @Inject(ACTIVE_JOB_CATALOG) readonly catalog: JobCatalog,
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
  ) {}

  onModuleInit(): void {
    const found = new Map<string, string[]>();
    const fns = new Map<string, JobHandlerFn>();
    for (const wrapper of this.discovery.getProviders()) {
      const instance: unknown = wrapper.instance;
      if (!instance || typeof instance !== 'object' || !wrapper.isDependencyTreeStatic()) continue;
      const proto = Object.getPrototypeOf(instance) as object | null;
      if (!proto) continue;
      for (const method of this.scanner.getAllMethodNames(proto)) {
        const fn = (instance as Record<string, unknown>)[method];
        if (typeof fn !== 'function') continue;
        const name = this.reflector.get<string | undefined>(JOB_HANDLER, fn);
        if (!name) continue;
        const where = `${instance.constructor.name}.${method}`;
        found.set(name, [...(found.get(name) ?? []), where]);
        fns.set(name, (data: JobData) => (fn as JobHandlerFn).call(instance, data));
      }
    }
    const problems: string[] = [];
    for (const name of Object.keys(this.catalog)) {
      const at = found.get(name) ?? [];
      if (at.length === 0) problems.push(`  ${name}: no handler`);
      if (at.length > 1) problems.push(`  ${name}: ${at.length} handlers (${at.join(', ')})`);
    }
    for (const [name, at] of found) {
      if (!(name in this.catalog))
        problems.push(`  ${name}: handler ${at.join(', ')} for a job not in the catalogue`);
    }
    if (problems.length > 0) {
      throw new JobRegistryError(
        `Job handlers do not match the job catalogue (each name needs exactly one @JobHandler):\n${problems.join('\n')}`,
      );
    }
    for (const [name, fn] of fns) this.handlers.set(name, fn);
  }

  handlerFor(name: string): JobHandlerFn {
    const fn = this.handlers.get(name);
    if (!fn) throw new JobRegistryError(`no handler for job ${name}`);
    return fn;
  }
}
