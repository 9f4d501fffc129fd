/// <reference types="jest" />
import {
  AdminAppealClaimAnswer,
  AdminAppealNextAnswer,
  AppealDeciderListAnswer,
} from './appeal-claims.answers.js';
import { shapeProblems } from './conforms.js';

describe('appeal claim answers (issue 25)', () => {
  it('describe who holds a case, and an unclaimed case with nulls', () => {
    const held = {
      appealId: '5',
      holderId: '3',
      holderName: 'Officer',
      claimedAt: '2026-12-02T10:00:00.000Z',
    };
    expect(shapeProblems(AdminAppealClaimAnswer.node, held)).toEqual([]);
    const free = { appealId: '5', holderId: null, holderName: null, claimedAt: null };
    expect(shapeProblems(AdminAppealClaimAnswer.node, free)).toEqual([]);
    expect(shapeProblems(AdminAppealClaimAnswer.node, { ...free, claimedAt: 'yesterday' })).not.toEqual([]);
  });

  it('describe the next case, or none', () => {
    expect(shapeProblems(AdminAppealNextAnswer.node, { id: '9' })).toEqual([]);
    expect(shapeProblems(AdminAppealNextAnswer.node, { id: null })).toEqual([]);
  });

  it('describe the officers a case can be handed to, with a staff role', () => {
    const list = [{ id: '3', name: 'Officer', role: 'APPEAL_OFFICER' }];
    expect(shapeProblems(AppealDeciderListAnswer.node, list)).toEqual([]);
    expect(shapeProblems(AppealDeciderListAnswer.node, [{ ...list[0], role: 'TRADER' }])).not.toEqual([]);
  });
});
