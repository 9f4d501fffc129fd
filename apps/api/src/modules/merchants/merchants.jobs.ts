import { Injectable, Logger } from '@nestjs/common';
import { LANGUAGES, type Language } from '@p2p/i18n';
import { parseRowId } from '../../core/common/row-id.js';
import type { JobData } from '../../core/jobs/job-catalog.js';
import { JobHandler } from '../../core/jobs/job-handler.decorator.js';
import type { NewOutboxRow } from '../../core/outbox/outbox.types.js';
import { htmlLang } from '../email/templates.js';
import { MailService } from '../email/mail.service.js';
import { SupportAccountsService } from '../users/support-accounts.service.js';
import { type MerchantNotice, renderMerchantMail } from './merchant-mail.js';
import { merchantChanged } from './merchant-views.js';
import { type ApplicationRow, MerchantsRepository } from './merchants.repository.js';

const NOTICES: readonly MerchantNotice[] = ['APPROVED', 'REFUSED', 'REVOKED', 'TOP_UP_REQUIRED'];

/**
 * What a decision leaves in the outbox, in its transaction (issue 24): the trader's socket message (the
 * app refreshes its standing) and, for a decision the trader is told of, the mail job.
 */
export function merchantNotices(a: ApplicationRow, notice: MerchantNotice | null, at: Date): NewOutboxRow[] {
  const rows: NewOutboxRow[] = [merchantChanged(a)];
  if (notice) {
    rows.push({
      aggregate: 'merchant',
      aggregateId: a.id,
      type: 'job',
      payload: {
        name: 'merchants.notify',
        data: { applicationId: a.id, notice },
        jobId: `merchant:${a.id}:${notice}:${at.getTime()}`,
      },
    });
  }
  return rows;
}

/** Whether the application still says what the notice tells (a later move makes an old notice stale). */
function stillTrue(a: ApplicationRow, notice: MerchantNotice): boolean {
  if (notice === 'TOP_UP_REQUIRED') return a.topUpRequired;
  return a.status === notice;
}

@Injectable()
export class MerchantsJobs {
  private readonly logger = new Logger('MerchantsJobs');

  constructor(
    private readonly repo: MerchantsRepository,
    private readonly accounts: SupportAccountsService,
    private readonly mail: MailService,
  ) {}

  /** Mails the decision to the trader in their language; nothing when it no longer holds or no email. */
  @JobHandler('merchants.notify')
  async notify(data: JobData): Promise<'SENT' | 'STALE' | 'NO_EMAIL'> {
    const id = parseRowId(data.applicationId);
    const notice = NOTICES.find((n) => n === data.notice);
    const a = id && notice ? await this.repo.byId(this.repo.pool, id) : null;
    if (!a || !notice || !stillTrue(a, notice)) return 'STALE';
    const user = await this.accounts.get(null, BigInt(a.userId));
    if (!user.email) return 'NO_EMAIL';
    const lang: Language = LANGUAGES.includes(user.language as Language) ? (user.language as Language) : 'en';
    const rendered = renderMerchantMail(lang, notice, a.reason);
    await this.mail.send({ to: user.email, ...rendered, language: htmlLang(lang) });
    this.logger.log(`merchant application ${a.id}: ${notice} mailed`);
    return 'SENT';
  }
}
