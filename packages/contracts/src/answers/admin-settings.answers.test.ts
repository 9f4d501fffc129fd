/// <reference types="jest" />
import {
  CreditSettingAdminListAnswer,
  UserLimitDefaultsAnswer,
  UserLimitsAdminAnswer,
} from './admin-settings.answers.js';
import { shapeProblems } from './conforms.js';

const limits = {
  buyAdLimit: 5,
  sellAdLimit: 5,
  initiatedBuyLimit: 5,
  initiatedSellLimit: 5,
  pendingOrderLimit: 10,
};

describe('settings answers (issue 25)', () => {
  it('describe the credit rules with whole-number figures and the cancellation rule marked', () => {
    const rule = {
      id: '1',
      type: 'CANCEL_ORDER',
      deduct: 20,
      dailyFreeCancellations: 3,
      description: null,
      sort: 1,
      cancellationRule: true,
    };
    expect(shapeProblems(CreditSettingAdminListAnswer.node, [rule])).toEqual([]);
    expect(shapeProblems(CreditSettingAdminListAnswer.node, [{ ...rule, deduct: '20' }])).not.toEqual([]);
  });

  it('describe the limit defaults (stored or built in) and one trader’s limits', () => {
    expect(shapeProblems(UserLimitDefaultsAnswer.node, { ...limits, stored: false })).toEqual([]);
    expect(shapeProblems(UserLimitsAdminAnswer.node, { ...limits, userId: '7' })).toEqual([]);
    expect(shapeProblems(UserLimitsAdminAnswer.node, { ...limits, userId: 7 })).not.toEqual([]);
  });
});
