import { Injectable, Logger } from '@nestjs/common';
import { LANGUAGES, type Language } from '@p2p/i18n';
import { parseRowId } from '../../core/common/row-id.js';
import type { JobData } from '../../core/jobs/job-catalog.js';
import { JobHandler } from '../../core/jobs/job-handler.decorator.js';
import { MailService } from '../email/mail.service.js';
import { htmlLang } from '../email/templates.js';
import { OrderDesk } from '../orders/order-desk.js';
import { UserAccountsService } from '../users/user-accounts.service.js';
import { renderAppealRequestMail } from './appeal-request-mail.js';
import { APPEAL_REQUEST_MAIL_JOB } from './appeal-request-messages.js';
import { AppealRequestsRepository } from './appeal-requests.repository.js';
import { AppealsRepository } from './appeals.repository.js';

/**
 * Mails an evidence request to the asked party in the language stored on their account (issue 25). The
 * job re-reads the request: nothing when it is answered already (the party has added evidence) or the
 * party has no email.
 */
@Injectable()
export class AppealRequestsJobs {
  private readonly logger = new Logger('AppealRequestsJobs');

  constructor(
    private readonly requests: AppealRequestsRepository,
    private readonly appeals: AppealsRepository,
    private readonly desk: OrderDesk,
    private readonly accounts: UserAccountsService,
    private readonly mail: MailService,
  ) {}

  @JobHandler(APPEAL_REQUEST_MAIL_JOB)
  async mailRequest(data: JobData): Promise<'SENT' | 'STALE' | 'NO_EMAIL'> {
    const id = parseRowId(data.requestId);
    const request = id ? await this.requests.byId(id) : null;
    if (!request || request.answeredAt) return 'STALE';
    const appeal = await this.appeals.byId(this.appeals.pool, request.appealId);
    const order = appeal ? await this.desk.byId(appeal.orderId) : null;
    if (!order) return 'STALE';
    const user = await this.accounts.getById(
      BigInt(request.side === 'BUYER' ? order.buyerId : order.sellerId),
    );
    if (!user.email) return 'NO_EMAIL';
    const lang: Language = (LANGUAGES as readonly string[]).includes(user.language)
      ? (user.language as Language)
      : 'en';
    const rendered = renderAppealRequestMail(lang, {
      orderId: order.id,
      note: request.note,
      dueAt: request.dueAt,
    });
    await this.mail.send({ to: user.email, ...rendered, language: htmlLang(lang) });
    this.logger.log(`appeal ${request.appealId}: evidence request ${request.id} mailed`);
    return 'SENT';
  }
}
