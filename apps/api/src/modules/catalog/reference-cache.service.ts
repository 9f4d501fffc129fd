import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { type CachedValue, NotifiedCaches } from '../../core/common/notified-cache.js';
import { CatalogRepository } from './catalog.repository.js';

/** The safety net for a writer that changes reference data without a NOTIFY. */
export const REFERENCE_CACHE_TTL_MS = 10_000;

/**
 * The reference-data caches of this process. Each is loaded on first use and dropped together when a
 * NOTIFY arrives on the reference channel (from any process: seed, console, psql), or after 10 s.
 */
@Injectable()
export class ReferenceCacheService implements OnModuleDestroy {
  private readonly logger = new Logger('ReferenceCache');
  private readonly caches: NotifiedCaches;

  constructor(private readonly repo: CatalogRepository) {
    this.caches = new NotifiedCaches(
      (onChange, onListen) => repo.onReferenceChanged(onChange, onListen),
      REFERENCE_CACHE_TTL_MS,
      (err) => this.logger.warn(`not listening for reference changes; re-reading every 10 s: ${String(err)}`),
    );
  }

  create<T>(load: () => Promise<T>): CachedValue<T> {
    return this.caches.create(load);
  }

  /** Drops every reference cache of this process. */
  invalidate(): void {
    this.caches.invalidate();
  }

  /** Drops the caches here and tells every other API process to drop theirs (call after a write). */
  async notifyChanged(what: string): Promise<void> {
    this.invalidate();
    await this.repo.notifyReferenceChanged(what);
  }

  async onModuleDestroy(): Promise<void> {
    await this.caches.close();
  }
}
