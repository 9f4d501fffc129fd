/// <reference types="jest" />
import { errorsOf } from './dto.test-helpers.js';
import {
  CreateStaffDto,
  SetStaffRoleDto,
  STAFF_NAME_MAX_LENGTH,
  STAFF_PASSWORD_MIN_LENGTH,
  StaffChangeDto,
  StaffListQueryDto,
} from './admin-staff.dto.js';
import { ValidationMessage as M } from './messages.js';

const good = {
  email: 'new.staff@example.test',
  name: 'New Staff',
  role: 'CUSTOMER_SERVICE',
  password: 'long enough pw',
};

describe('the staff management DTOs (issue 25)', () => {
  it('takes a new staff account with email, name, role and an initial password', () => {
    expect(errorsOf(CreateStaffDto, good)).toEqual({});
  });

  it(`refuses an initial password shorter than ${STAFF_PASSWORD_MIN_LENGTH} characters (the CLI's policy) or longer than 128`, () => {
    expect(errorsOf(CreateStaffDto, { ...good, password: 'x'.repeat(11) }).password).toEqual([
      M.staffPasswordLength,
    ]);
    expect(errorsOf(CreateStaffDto, { ...good, password: 'x'.repeat(129) }).password).toEqual([
      M.staffPasswordLength,
    ]);
    expect(errorsOf(CreateStaffDto, { ...good, password: 12345678901234 }).password).toContain(
      M.staffPasswordLength,
    );
    expect(errorsOf(CreateStaffDto, { ...good, password: 'x'.repeat(12) })).toEqual({});
  });

  it('refuses a malformed password, name or reason (NUL, lone surrogates)', () => {
    expect(errorsOf(CreateStaffDto, { ...good, password: 'abcdefghijk\u0000' }).password).toEqual([
      M.malformedText,
    ]);
    expect(errorsOf(CreateStaffDto, { ...good, name: 'a\uD800' }).name).toEqual([M.malformedText]);
    expect(errorsOf(StaffChangeDto, { reason: 'bad\uDC00' }).reason).toEqual([M.malformedText]);
  });

  it('refuses an unknown role, a missing name and a bad email', () => {
    const errors = errorsOf(CreateStaffDto, { ...good, role: 'ROOT', name: '   ', email: 'nope' });
    expect(errors.role).toEqual([M.staffRoleInvalid]);
    expect(errors.name).toContain(M.staffNameLength);
    expect(errors.email).toContain(M.emailFormat);
    expect(errorsOf(CreateStaffDto, { ...good, name: 'x'.repeat(STAFF_NAME_MAX_LENGTH + 1) }).name).toEqual([
      M.staffNameLength,
    ]);
  });

  it('needs a reason of 1 to 255 characters for every change', () => {
    expect(errorsOf(StaffChangeDto, { reason: ' left the company ' })).toEqual({});
    expect(errorsOf(StaffChangeDto, {}).reason).toContain(M.staffReasonLength);
    expect(errorsOf(StaffChangeDto, { reason: '  ' }).reason).toContain(M.staffReasonLength);
    expect(errorsOf(StaffChangeDto, { reason: 'x'.repeat(256) }).reason).toContain(M.staffReasonLength);
  });

  it('takes a role change with one of the three roles and a reason', () => {
    expect(errorsOf(SetStaffRoleDto, { role: 'ADMIN', reason: 'promoted' })).toEqual({});
    expect(errorsOf(SetStaffRoleDto, { role: 'admin', reason: 'promoted' }).role).toEqual([
      M.staffRoleInvalid,
    ]);
    expect(errorsOf(SetStaffRoleDto, { role: 'ADMIN' }).reason).toContain(M.staffReasonLength);
  });

  it('pages the list on the server', () => {
    expect(errorsOf(StaffListQueryDto, { pageNo: '2', pageSize: '20' })).toEqual({});
    expect(errorsOf(StaffListQueryDto, { pageSize: '500' }).pageSize).toEqual([M.pageSizeInvalid]);
  });
});
