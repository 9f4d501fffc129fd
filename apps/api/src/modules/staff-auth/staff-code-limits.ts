// Limits on the staff second factor (issue 22: staff second factor). A challenge (what a right password
// earns) closes after STAFF_CHALLENGE_MAX_WRONG_CODES wrong codes, so each guess run needs the password
// again; the wrong codes of one account are capped per hour across every challenge and address; the staff
// member is mailed at the first wrong code of each challenge. Counters live in Redis under the app prefix.
import { Injectable, Logger } from '@nestjs/common';
import type { Language } from '@p2p/i18n';
import { RedisService } from '../../core/infra/redis.service.js';
import { htmlLang } from '../email/templates.js';
import { MailService } from '../email/mail.service.js';
import { renderStaffCodeAlertMail } from './staff-alert-mail.js';

/** Wrong codes one challenge takes before it is closed. */
export const STAFF_CHALLENGE_MAX_WRONG_CODES = 5;
/** Wrong codes one account takes within an hour, over all its challenges; then the code step answers 429. */
export const STAFF_WRONG_CODES_PER_HOUR = 10;
export const STAFF_WRONG_CODES_WINDOW_SECONDS = 3600;

/** What counting a wrong code decided. */
export interface WrongCodeOutcome {
  /** This challenge's wrong codes so far, this one included. */
  ofChallenge: number;
  /** The challenge has had its last try and is closed. */
  challengeClosed: boolean;
}

@Injectable()
export class StaffCodeLimits {
  private readonly logger = new Logger(StaffCodeLimits.name);

  constructor(
    private readonly redis: RedisService,
    private readonly mail: MailService,
  ) {}

  private accountKey(staffId: number): string {
    return `staff-totp-wrong:${staffId}`;
  }

  /** Whether the account has used up its wrong codes of this hour (its code step then answers 429). */
  async accountLocked(staffId: number): Promise<boolean> {
    const count = await this.redis.client.get(this.accountKey(staffId));
    return Number(count ?? 0) >= STAFF_WRONG_CODES_PER_HOUR;
  }

  /**
   * Counts one wrong code of the challenge (by the hash its key is stored under; the count expires with the
   * challenge) and of the account (a window of an hour from its first wrong code).
   */
  async countWrong(
    challengeId: string,
    staffId: number,
    challengeSeconds: number,
  ): Promise<WrongCodeOutcome> {
    const challengeKey = `staff-challenge-wrong:${challengeId}`;
    const accountKey = this.accountKey(staffId);
    const results = await this.redis.client
      .multi()
      .incr(challengeKey)
      .expire(challengeKey, challengeSeconds, 'NX')
      .incr(accountKey)
      .expire(accountKey, STAFF_WRONG_CODES_WINDOW_SECONDS, 'NX')
      .exec();
    const [err, count] = results?.[0] ?? [new Error('no reply'), null];
    if (err) throw err;
    const ofChallenge = Number(count);
    return { ofChallenge, challengeClosed: ofChallenge >= STAFF_CHALLENGE_MAX_WRONG_CODES };
  }

  /**
   * Tells the staff member that a wrong code followed their right password (from where, when). A mail that
   * cannot be sent is logged (the refusal of the code stands either way).
   */
  async alert(staff: { id: number; email: string }, address: string | null, lang: Language, at: Date) {
    const rendered = renderStaffCodeAlertMail(lang, { address: address ?? '?', at });
    try {
      await this.mail.send({ to: staff.email, ...rendered, language: htmlLang(lang) });
    } catch {
      this.logger.error(`the wrong-code alert for staff ${staff.id} could not be sent`);
    }
  }
}
