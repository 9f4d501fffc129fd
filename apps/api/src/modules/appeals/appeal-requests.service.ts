import { Injectable } from '@nestjs/common';
import type { CreateEvidenceRequestDto, StaffMessageDto } from '@p2p/contracts';
import { LANGUAGES, type Language, t } from '@p2p/i18n';
import { Clock } from '@p2p/domain';
import { AuditService } from '../../core/audit/audit.service.js';
import { AppException } from '../../core/common/app-exception.js';
import { parseRowId } from '../../core/common/row-id.js';
import type { Tx } from '../../core/infra/db/sql.service.js';
import { TransactionRunner } from '../../core/infra/db/transaction-runner.js';
import { OutboxRepository } from '../../core/outbox/outbox.repository.js';
import { StaffChatService } from '../chat/staff-chat.service.js';
import { OrderDesk } from '../orders/order-desk.js';
import type { OrderRow } from '../orders/orders.repository.js';
import { UserAccountsService } from '../users/user-accounts.service.js';
import type { DeskActor } from './appeal-decisions.service.js';
import { dueText } from './appeal-request-mail.js';
import { evidenceRequestMailJob, evidenceRequestNotice } from './appeal-request-messages.js';
import { AppealRequestsRepository } from './appeal-requests.repository.js';
import { stageOf } from './appeal-views.js';
import { type AppealRow, AppealsRepository } from './appeals.repository.js';

const HOUR_MS = 3600_000;
/** The longest staff name kept with a message or request (the column's size). */
const STAFF_NAME_MAX = 64;

const languageOf = (value: string): Language =>
  (LANGUAGES as readonly string[]).includes(value) ? (value as Language) : 'en';

interface Party {
  id: bigint;
  language: Language;
}

/**
 * Officers write to the parties and ask for evidence (issue 25; appeal officers and admins, checked by the
 * routes). A message goes to both parties in the order's chat, marked STAFF with the officer's display name:
 * a free text as written, a template in each party's language. A request for evidence names a side, what
 * is needed and a deadline (the clock + 1..72 hours): it is recorded, written in the chat to both parties,
 * and, in the same transaction through the outbox, mailed to the asked party in its language and told to it
 * live; it is answered when that party adds evidence after it (AppealsService.addEvidence). A message on a
 * closed case, and a request on a case that is no longer open (decided, closed), answer 5003. Audited.
 */
@Injectable()
export class AppealRequestsService {
  constructor(
    private readonly appeals: AppealsRepository,
    private readonly requests: AppealRequestsRepository,
    private readonly desk: OrderDesk,
    private readonly chat: StaffChatService,
    private readonly accounts: UserAccountsService,
    private readonly outbox: OutboxRepository,
    private readonly audit: AuditService,
    private readonly runner: TransactionRunner,
    private readonly clock: Clock,
  ) {}

  /** `POST /admin/appeals/{id}/message`; answers the appeal's id. */
  async message(
    actor: DeskActor,
    rawId: string,
    dto: StaffMessageDto,
    now = this.clock.now(),
  ): Promise<string> {
    const id = appealId(rawId);
    const text = dto.text?.trim();
    const template = text ? undefined : dto.template;
    if (!text && !template) throw new AppException('EMPTY_PARAMETER');
    const hours = dto.params?.hours;
    if (template === 'REPLY_WITHIN' && hours === undefined) throw new AppException('BAD_REQUEST');
    return this.runner.run(async (tx) => {
      const { appeal, order } = await this.lockCase(tx, id);
      if (stageOf(appeal) === 'CLOSED') throw new AppException('APPEAL_ALREADY_PROCESSED');
      const parties = await this.parties(order);
      const content = (p: Party) =>
        text ??
        t(p.language, `common.chat.staffTemplates.${template!}`, hours === undefined ? {} : { hours });
      await this.chat.post(tx, {
        orderId: BigInt(order.id),
        staff: staffOf(actor),
        recipients: parties.map((p) => ({ recipientId: p.id, content: content(p) })),
        at: now,
      });
      await this.record(tx, actor, 'APPEAL_STAFF_MESSAGE', appeal, now, {
        orderId: order.id,
        ...(template ? { template } : { text: text! }),
        ...(hours === undefined ? {} : { hours }),
      });
      return appeal.id;
    });
  }

  /** `POST /admin/appeals/{id}/evidence-requests`; answers the appeal's id. */
  async request(
    actor: DeskActor,
    rawId: string,
    dto: CreateEvidenceRequestDto,
    now = this.clock.now(),
  ): Promise<string> {
    const id = appealId(rawId);
    const note = dto.note.trim();
    const dueAt = new Date(now.getTime() + dto.hours * HOUR_MS);
    return this.runner.run(async (tx) => {
      const { appeal, order } = await this.lockCase(tx, id);
      if (stageOf(appeal) !== 'OPEN' || order.status !== 'IN_APPEAL')
        throw new AppException('APPEAL_ALREADY_PROCESSED');
      const staff = staffOf(actor);
      const request = await this.requests.insert(tx, {
        appealId: appeal.id,
        side: dto.side,
        note,
        dueAt,
        staffId: staff.id,
        staffName: staff.name,
        at: now,
      });
      const parties = await this.parties(order);
      await this.chat.post(tx, {
        orderId: BigInt(order.id),
        staff,
        recipients: parties.map((p) => ({
          recipientId: p.id,
          content: t(p.language, `common.chat.staffRequest.${dto.side}`, { due: dueText(dueAt), note }),
        })),
        at: now,
      });
      const askedId = dto.side === 'BUYER' ? order.buyerId : order.sellerId;
      await this.outbox.append(tx, [
        evidenceRequestMailJob(request),
        evidenceRequestNotice(order, appeal.id, request, askedId),
      ]);
      await this.record(tx, actor, 'APPEAL_EVIDENCE_REQUEST', appeal, now, {
        orderId: order.id,
        requestId: request.id,
        side: dto.side,
        note,
        hours: dto.hours,
        dueAt: dueAt.toISOString(),
      });
      return appeal.id;
    });
  }

  /** The order then the appeal, locked in the order every order move takes them (no deadlock). */
  private async lockCase(tx: Tx, id: string): Promise<{ appeal: AppealRow; order: OrderRow }> {
    const seen = await this.appeals.byId(tx, id);
    const order = seen ? await this.desk.lock(tx, seen.orderId) : null;
    const appeal = order ? await this.appeals.lock(tx, id) : null;
    if (!appeal || !order) throw new AppException('APPEAL_NOT_FOUND');
    return { appeal, order };
  }

  /** The buyer then the seller, each with the language stored on their account. */
  private async parties(order: OrderRow): Promise<Party[]> {
    const out: Party[] = [];
    for (const id of [order.buyerId, order.sellerId]) {
      const user = await this.accounts.getById(BigInt(id));
      out.push({ id: BigInt(id), language: languageOf(user.language) });
    }
    return out;
  }

  private record(
    tx: Tx,
    actor: DeskActor,
    action: string,
    appeal: AppealRow,
    at: Date,
    data: Record<string, string | number>,
  ): Promise<void> {
    return this.audit.record(
      { staffId: actor.staff.id, action, target: `appeal:${appeal.id}`, data, ip: actor.ip },
      tx,
      at,
    );
  }
}

function staffOf(actor: DeskActor): { id: number; name: string } {
  return { id: actor.staff.id, name: [...actor.staff.name].slice(0, STAFF_NAME_MAX).join('') };
}

function appealId(raw: string): string {
  const id = parseRowId(raw);
  if (id === null) throw new AppException('APPEAL_NOT_FOUND');
  return id;
}
