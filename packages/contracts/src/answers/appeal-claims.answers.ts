// The answers of case work on the appeal desk (issue 25): `adminAppeals.claim`, `release`, `handover`,
// `next` and `deciders` in the routes table.
import { STAFF_ROLES } from '../enums.js';
import type { AdminAppealClaimDto, AdminAppealNextDto, AppealDeciderDto } from '../dto/appeal-claims.dto.js';
import { defineAnswer, shapes as s } from './shape.js';

const nullableStr = s.nullable(s.string());

export const AdminAppealClaimAnswer = defineAnswer<AdminAppealClaimDto>(
  'AdminAppealClaim',
  s.object({
    appealId: s.string(),
    holderId: nullableStr,
    holderName: nullableStr,
    claimedAt: s.nullable(s.string('date-time')),
  }),
);

export const AdminAppealNextAnswer = defineAnswer<AdminAppealNextDto>(
  'AdminAppealNext',
  s.object({ id: nullableStr }),
);

export const AppealDeciderListAnswer = defineAnswer<AppealDeciderDto[]>(
  'AppealDeciderList',
  s.array(s.object({ id: s.string(), name: s.string(), role: s.oneOf(STAFF_ROLES) })),
);
