/// <reference types="jest" />
import {
  AdminAppealQueueQueryDto,
  APPEAL_EVIDENCE_MAX,
  AppealPageQueryDto,
  appealReasonFits,
  CancelAppealExecutionDto,
  CreateAppealDto,
  DecideAppealDto,
} from './appeals.dto.js';
import { errorsOf } from './dto.test-helpers.js';
import { ValidationMessage as M } from './messages.js';

const appeal = { orderId: '12', reasonCode: 'PAYMENT_NOT_RECEIVED', evidenceFileIds: ['3', '4'] };

describe('CreateAppealDto (POST /c2c/appeal)', () => {
  it('takes a preset reason with evidence image ids', () => {
    expect(errorsOf(CreateAppealDto, appeal)).toEqual({});
    expect(errorsOf(CreateAppealDto, { orderId: '12', reasonCode: 'WRONG_AMOUNT' })).toEqual({});
  });

  it('needs a specific reason when Other is chosen (spec §5)', () => {
    const errors = errorsOf(CreateAppealDto, { ...appeal, reasonCode: 'OTHER' });
    expect(errors.reasonText).toEqual([M.appealReasonRequired]);
    expect(
      errorsOf(CreateAppealDto, { ...appeal, reasonCode: 'OTHER', reasonText: '   ' }).reasonText,
    ).toEqual([M.appealReasonRequired]);
    expect(errorsOf(CreateAppealDto, { ...appeal, reasonCode: 'OTHER', reasonText: 'Paid twice' })).toEqual(
      {},
    );
  });

  it('bounds the specific reason to 500 characters', () => {
    const long = { ...appeal, reasonCode: 'OTHER', reasonText: 'x'.repeat(501) };
    expect(errorsOf(CreateAppealDto, long).reasonText).toEqual([M.appealReasonRequired]);
  });

  it('refuses a malformed reason code and a malformed order id', () => {
    expect(errorsOf(CreateAppealDto, { ...appeal, reasonCode: 'drop table' }).reasonCode).toEqual([
      M.appealReasonInvalid,
    ]);
    expect(errorsOf(CreateAppealDto, { ...appeal, orderId: '1 or 1=1' }).orderId).toEqual([M.idFormat]);
  });

  it('takes at most 9 evidence images, each an upload id', () => {
    const many = Array.from({ length: APPEAL_EVIDENCE_MAX + 1 }, (_, i) => String(i + 1));
    expect(errorsOf(CreateAppealDto, { ...appeal, evidenceFileIds: many }).evidenceFileIds).toEqual([
      M.appealEvidenceInvalid,
    ]);
    expect(errorsOf(CreateAppealDto, { ...appeal, evidenceFileIds: ['a b'] }).evidenceFileIds).toContain(
      M.fileIdFormat,
    );
    expect(errorsOf(CreateAppealDto, { ...appeal, evidenceFileIds: 'x' }).evidenceFileIds).toContain(
      M.appealEvidenceInvalid,
    );
  });
});

describe('appeal record queries', () => {
  it('pages the records, optionally of one order', () => {
    expect(errorsOf(AppealPageQueryDto, { pageNo: '2', orderId: '7' })).toEqual({});
    expect(errorsOf(AppealPageQueryDto, { orderId: '7;' }).orderId).toEqual([M.idFormat]);
  });
});

describe('the appeal desk', () => {
  it('filters the queue by stage, reason, initiator, order, user, age and sorts it', () => {
    const q = {
      stage: 'OPEN',
      reasonCode: 'OTHER',
      initiatorSide: 'BUYER',
      orderId: '1',
      userId: '2',
      mine: 'true',
      olderThanMinutes: '30',
      sort: 'AGE_ASC',
    };
    expect(errorsOf(AdminAppealQueueQueryDto, q)).toEqual({});
    expect(errorsOf(AdminAppealQueueQueryDto, { stage: 'LOST' }).stage).toEqual([M.appealFilterInvalid]);
    expect(errorsOf(AdminAppealQueueQueryDto, { sort: 'RANDOM' }).sort).toEqual([M.sortInvalid]);
    expect(errorsOf(AdminAppealQueueQueryDto, { olderThanMinutes: '-1' }).olderThanMinutes).toEqual([
      M.appealFilterInvalid,
    ]);
  });

  it('decides buyer wins, seller wins or reject, always with remarks', () => {
    expect(errorsOf(DecideAppealDto, { decision: 'BUYER_WINS', remarks: 'Paid, proof ok' })).toEqual({});
    expect(errorsOf(DecideAppealDto, { decision: 'SELLER_WINS', remarks: 'x', malicious: 'true' })).toEqual(
      {},
    );
    expect(errorsOf(DecideAppealDto, { decision: 'DRAW', remarks: 'x' }).decision).toEqual([
      M.appealDecisionInvalid,
    ]);
    expect(errorsOf(DecideAppealDto, { decision: 'REJECTED', remarks: ' ' }).remarks).toEqual([
      M.appealRemarksLength,
    ]);
    expect(errorsOf(DecideAppealDto, { decision: 'REJECTED', remarks: 'x'.repeat(1001) }).remarks).toEqual([
      M.appealRemarksLength,
    ]);
  });

  it('cancels a pending execution only with remarks', () => {
    expect(errorsOf(CancelAppealExecutionDto, { remarks: 'Wrong side' })).toEqual({});
    expect(errorsOf(CancelAppealExecutionDto, {}).remarks).toEqual([M.appealRemarksLength]);
  });
});

describe('appeal reasons by side (issue 25)', () => {
  it('gives "the seller has not released" to the buyer only and "payment not received" to the seller only; the rest to both', () => {
    expect(appealReasonFits('SELLER_NOT_RELEASED', 'BUYER')).toBe(true);
    expect(appealReasonFits('SELLER_NOT_RELEASED', 'SELLER')).toBe(false);
    expect(appealReasonFits('PAYMENT_NOT_RECEIVED', 'SELLER')).toBe(true);
    expect(appealReasonFits('PAYMENT_NOT_RECEIVED', 'BUYER')).toBe(false);
    expect(appealReasonFits('THIRD_PARTY_PAYMENT', 'BUYER')).toBe(false);
    for (const both of ['WRONG_AMOUNT', 'COUNTERPARTY_UNRESPONSIVE', 'OTHER', 'A_NEW_REASON']) {
      expect(appealReasonFits(both, 'BUYER')).toBe(true);
      expect(appealReasonFits(both, 'SELLER')).toBe(true);
    }
  });
});
