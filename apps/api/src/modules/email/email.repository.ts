import { Injectable } from '@nestjs/common';
import type { EmailCode, EmailCodeScene } from '@p2p/db';
import { PrismaService } from '../../core/infra/prisma.service.js';

export interface NewEmailCode {
  email: string;
  scene: EmailCodeScene;
  codeHash: string;
  ip: string | null;
  expiresAt: Date;
  createdAt: Date;
}

/** The `email_codes` table: only this file reads or writes it. */
@Injectable()
export class EmailRepository {
  constructor(private readonly prisma: PrismaService) {}

  private get db() {
    return this.prisma.client;
  }

  /**
   * Stores a new code and ends the live codes of the same address and scene (they expire at its
   * `createdAt`), in one transaction. Answers the new row's id.
   */
  async replaceCode(code: NewEmailCode): Promise<bigint> {
    const now = code.createdAt;
    const [, row] = await this.db.$transaction([
      this.db.emailCode.updateMany({
        where: { email: code.email, scene: code.scene, usedAt: null, expiresAt: { gt: now } },
        data: { expiresAt: now },
      }),
      this.db.emailCode.create({ data: code, select: { id: true } }),
    ]);
    return row.id;
  }

  async deleteCode(id: bigint): Promise<void> {
    await this.db.emailCode.delete({ where: { id } });
  }

  /** The latest code of an address and scene, used or not. */
  latestCode(email: string, scene: EmailCodeScene): Promise<EmailCode | null> {
    return this.db.emailCode.findFirst({ where: { email, scene }, orderBy: { id: 'desc' } });
  }

  /**
   * Counts one attempt on a code that is unused, unexpired at `now` and below `maxAttempts`; answers
   * whether it did (a used, expired or burnt code matches no row).
   */
  async countAttempt(id: bigint, maxAttempts: number, now: Date): Promise<boolean> {
    const counted = await this.db.emailCode.updateMany({
      where: { id, usedAt: null, expiresAt: { gt: now }, attempts: { lt: maxAttempts } },
      data: { attempts: { increment: 1 } },
    });
    return counted.count === 1;
  }

  /** Marks an unused code used; answers whether this call did. */
  async markUsed(id: bigint, at: Date): Promise<boolean> {
    const used = await this.db.emailCode.updateMany({ where: { id, usedAt: null }, data: { usedAt: at } });
    return used.count === 1;
  }

  /** Deletes the codes that expired before `before`; answers how many. */
  async purgeExpired(before: Date): Promise<number> {
    return (await this.db.emailCode.deleteMany({ where: { expiresAt: { lt: before } } })).count;
  }
}
