import { Injectable, Logger } from '@nestjs/common';
import { LANGUAGES, type Language } from '@p2p/i18n';
import { AuditService } from '../../core/audit/audit.service.js';
import { parseRowId } from '../../core/common/row-id.js';
import type { JobData } from '../../core/jobs/job-catalog.js';
import { JobHandler } from '../../core/jobs/job-handler.decorator.js';
import type { NewOutboxRow } from '../../core/outbox/outbox.types.js';
import { type AdSearchRow, AdsSearchService } from '../ads/ads-search.service.js';
import { htmlLang } from '../email/templates.js';
import { MailService } from '../email/mail.service.js';
import { SupportAccountsService } from '../users/support-accounts.service.js';
import { renderTradingMail, type StaffAdNotice } from './trading-mail.js';

/** The audit action that recorded each notice (its row holds the staff member's reason). */
export const NOTICE_ACTIONS: Readonly<Record<StaffAdNotice, string>> = {
  OFFLINE: 'TRADING_AD_OFFLINE',
  CANCELLED: 'TRADING_AD_CANCEL',
};

/** The mail job a staff change of an ad leaves in the outbox, in the change's transaction. */
export function adNoticeJob(adId: string, notice: StaffAdNotice, at: Date): NewOutboxRow<'job'> {
  return {
    aggregate: 'ad',
    aggregateId: adId,
    type: 'job',
    payload: {
      name: 'trading.adNotice',
      data: { adId, action: notice },
      jobId: `trading-ad:${adId}:${notice}:${at.getTime()}`,
    },
  };
}

/** Whether the ad still is as the notice says (put back online since: an old notice is stale). */
function stillTrue(ad: AdSearchRow, notice: StaffAdNotice): boolean {
  return notice === 'CANCELLED' ? ad.status === 'CANCELLED' : ad.status === 'PUBLISHED' && !ad.online;
}

@Injectable()
export class AdminTradingJobs {
  private readonly logger = new Logger('AdminTradingJobs');

  constructor(
    private readonly ads: AdsSearchService,
    private readonly audit: AuditService,
    private readonly accounts: SupportAccountsService,
    private readonly mail: MailService,
  ) {}

  /**
   * Mails the trader that staff took their ad offline or cancelled it, with the reason of the audit row, in
   * the trader's language; nothing when the ad moved on since or the trader has no email.
   */
  @JobHandler('trading.adNotice')
  async adNotice(data: JobData): Promise<'SENT' | 'STALE' | 'NO_EMAIL'> {
    const id = parseRowId(data.adId);
    const notice = (['OFFLINE', 'CANCELLED'] as const).find((n) => n === data.action);
    const ad = id && notice ? await this.ads.byId(id) : null;
    if (!ad || !notice || !stillTrue(ad, notice)) return 'STALE';
    const user = await this.accounts.get(null, BigInt(ad.userId));
    if (!user.email) return 'NO_EMAIL';
    const lang: Language = LANGUAGES.includes(user.language as Language) ? (user.language as Language) : 'en';
    const { rows } = await this.audit.list({
      actor: 'STAFF',
      action: NOTICE_ACTIONS[notice],
      target: `ad:${ad.id}`,
      limit: 20,
      offset: 0,
    });
    // The target filter is a prefix (`ad:7` also finds `ad:70`): the latest row of this very ad.
    const row = rows.find((r) => r.target === `ad:${ad.id}`);
    const stored = row?.data;
    const reason =
      stored && typeof stored === 'object' && !Array.isArray(stored) && typeof stored.reason === 'string'
        ? stored.reason
        : null;
    const rendered = renderTradingMail(lang, notice, ad.id, reason);
    await this.mail.send({ to: user.email, ...rendered, language: htmlLang(lang) });
    this.logger.log(`ad ${ad.id}: ${notice} mailed`);
    return 'SENT';
  }
}
