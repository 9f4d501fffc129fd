import { Injectable } from '@nestjs/common';
import type { CachedValue } from '../../core/common/notified-cache.js';
import { CatalogRepository } from './catalog.repository.js';
import { ReferenceCacheService } from './reference-cache.service.js';

/** Folds case, width and spacing so that "A d m i n" and "ＡＤＭＩＮ" meet "admin". */
export function foldForWordCheck(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s_.\-·•]+/g, '');
}

/** Banned words for nicknames and notes (table sensitive_words), cached with the reference data. */
@Injectable()
export class SensitiveWordsService {
  private readonly words: CachedValue<string[]>;

  constructor(repo: CatalogRepository, cache: ReferenceCacheService) {
    this.words = cache.create(async () =>
      (await repo.sensitiveWords()).map((r) => foldForWordCheck(r.word)).filter(Boolean),
    );
  }

  /** Whether the text contains none of the banned words. */
  async isClean(text: string): Promise<boolean> {
    const folded = foldForWordCheck(text);
    return !(await this.words.get()).some((w) => folded.includes(w));
  }
}
