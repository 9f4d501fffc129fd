/// <reference types="jest" />
import 'reflect-metadata';
import { plainToInstance, type ClassConstructor } from 'class-transformer';
import { validateSync } from 'class-validator';
import { CoinListQueryDto, DictQueryDto, IdParamDto, PageQueryDto } from './common.dto.js';
import { ValidationMessage as M, VALIDATION_MESSAGE_KEYS } from './messages.js';

function check<T extends object>(
  cls: ClassConstructor<T>,
  plain: object,
): { dto: T; errors: Record<string, string[]> } {
  const dto = plainToInstance(cls, plain);
  const errors: Record<string, string[]> = {};
  for (const e of validateSync(dto)) errors[e.property] = Object.values(e.constraints ?? {});
  return { dto, errors };
}

describe('PageQueryDto', () => {
  it('defaults to page 1 of 10', () => {
    const { dto, errors } = check(PageQueryDto, {});
    expect(errors).toEqual({});
    expect(dto).toMatchObject({ pageNo: 1, pageSize: 10 });
  });

  it('converts query strings to numbers', () => {
    const { dto, errors } = check(PageQueryDto, { pageNo: '3', pageSize: '100' });
    expect(errors).toEqual({});
    expect(dto).toMatchObject({ pageNo: 3, pageSize: 100 });
  });

  it('rejects a page number below 1', () => {
    expect(check(PageQueryDto, { pageNo: '0' }).errors.pageNo).toContain(M.pageNoInvalid);
  });

  it('rejects a page number that is not an integer', () => {
    expect(check(PageQueryDto, { pageNo: '1.5' }).errors.pageNo).toContain(M.pageNoInvalid);
    expect(check(PageQueryDto, { pageNo: 'abc' }).errors.pageNo).toContain(M.pageNoInvalid);
  });

  it('rejects a page size outside 1..100', () => {
    expect(check(PageQueryDto, { pageSize: '0' }).errors.pageSize).toContain(M.pageSizeInvalid);
    expect(check(PageQueryDto, { pageSize: '101' }).errors.pageSize).toContain(M.pageSizeInvalid);
  });
});

describe('CoinListQueryDto', () => {
  it('defaults to one page of 100', () => {
    const { dto, errors } = check(CoinListQueryDto, {});
    expect(errors).toEqual({});
    expect(dto).toMatchObject({ pageNo: 1, pageSize: 100 });
  });

  it('keeps the page size limit of 100', () => {
    expect(check(CoinListQueryDto, { pageSize: '200' }).errors.pageSize).toContain(M.pageSizeInvalid);
  });
});

describe('DictQueryDto', () => {
  it('accepts no type or a type', () => {
    expect(check(DictQueryDto, {}).errors).toEqual({});
    expect(check(DictQueryDto, { type: 'payment_currency' }).errors).toEqual({});
  });

  it('rejects a type that is not text or too long', () => {
    expect(check(DictQueryDto, { type: 5 }).errors.type).toContain(M.dictTypeInvalid);
    expect(check(DictQueryDto, { type: 'x'.repeat(101) }).errors.type).toContain(M.dictTypeInvalid);
  });
});

describe('IdParamDto', () => {
  it('accepts numeric and opaque ids', () => {
    for (const id of ['42', 'clx2abc_9-Z']) expect(check(IdParamDto, { id }).errors).toEqual({});
  });

  it('rejects a missing id', () => {
    expect(check(IdParamDto, {}).errors.id).toContain(M.idRequired);
  });

  it('rejects an id with other characters or over 64 characters', () => {
    expect(check(IdParamDto, { id: '../etc' }).errors.id).toContain(M.idFormat);
    expect(check(IdParamDto, { id: 'a'.repeat(65) }).errors.id).toContain(M.idFormat);
  });
});

describe('validation messages', () => {
  it('are i18n keys in the validation namespace, each once', () => {
    for (const key of VALIDATION_MESSAGE_KEYS) expect(key).toMatch(/^validation\.[a-zA-Z]+$/);
    expect(new Set(VALIDATION_MESSAGE_KEYS).size).toBe(VALIDATION_MESSAGE_KEYS.length);
  });
});
