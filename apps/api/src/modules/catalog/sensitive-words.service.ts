import { Injectable } from '@nestjs/common';
import { PrismaService } from '../../core/infra/prisma.service.js';

const CACHE_MS = 60_000;

/** Folds case, width and spacing so that "A d m i n" and "ＡＤＭＩＮ" meet "admin". */
export function foldForWordCheck(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\s_.\-·•]+/g, '');
}

/** Banned words for nicknames and notes (table sensitive_words), cached for a minute. */
@Injectable()
export class SensitiveWordsService {
  private cache: { at: number; words: string[] } | null = null;

  constructor(private readonly prisma: PrismaService) {}

  private async words(): Promise<string[]> {
    if (this.cache && Date.now() - this.cache.at < CACHE_MS) return this.cache.words;
    const rows = await this.prisma.client.sensitiveWord.findMany({ select: { word: true } });
    const words = rows.map((r) => foldForWordCheck(r.word)).filter(Boolean);
    this.cache = { at: Date.now(), words };
    return words;
  }

  /** Whether the text contains none of the banned words. */
  async isClean(text: string): Promise<boolean> {
    const folded = foldForWordCheck(text);
    return !(await this.words()).some((w) => folded.includes(w));
  }
}
