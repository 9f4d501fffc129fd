// The answers of staff management in the console (issue 25): a staff account as administrators see it
// (never the password or the second factor's secret) and a page of them.
import type { StaffMemberDto } from '../dto/admin-staff.dto.js';
import type { Page } from '../envelope.js';
import { STAFF_ROLES } from '../enums.js';
import { pageOf } from './answers.js';
import { defineAnswer, shapes as s } from './shape.js';

const time = s.string('date-time');

export const StaffMemberAnswer = defineAnswer<StaffMemberDto>(
  'StaffMember',
  s.object({
    id: s.string(),
    email: s.string(),
    name: s.string(),
    role: s.oneOf(STAFF_ROLES),
    active: s.boolean(),
    secondFactor: s.boolean(),
    lastLoginAt: s.nullable(time),
    createdAt: time,
  }),
);

export const StaffMemberPageAnswer = defineAnswer<Page<StaffMemberDto>>(
  'StaffMemberPage',
  pageOf(StaffMemberAnswer),
);
