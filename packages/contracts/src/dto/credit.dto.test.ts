/// <reference types="jest" />
import { plainToInstance } from 'class-transformer';
import { CreditRecordPageQueryDto } from './credit.dto.js';
import { errorsOf } from './dto.test-helpers.js';
import { ValidationMessage as M } from './messages.js';

describe('credit record query (issue 14)', () => {
  it('pages from 1 with 10 records by default', () => {
    expect(errorsOf(CreditRecordPageQueryDto, {})).toEqual({});
    const q = plainToInstance(CreditRecordPageQueryDto, { pageNo: '2', pageSize: '20' });
    expect([q.pageNo, q.pageSize]).toEqual([2, 20]);
    expect(plainToInstance(CreditRecordPageQueryDto, {}).pageSize).toBe(10);
  });

  it('refuses a page below 1 and a page size over 100', () => {
    expect(errorsOf(CreditRecordPageQueryDto, { pageNo: '0' }).pageNo).toContain(M.pageNoInvalid);
    expect(errorsOf(CreditRecordPageQueryDto, { pageSize: '101' }).pageSize).toContain(M.pageSizeInvalid);
    expect(errorsOf(CreditRecordPageQueryDto, { pageNo: 'x' }).pageNo).toContain(M.pageNoInvalid);
  });
});
