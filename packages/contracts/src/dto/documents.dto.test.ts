/// <reference types="jest" />
import { plainToInstance } from 'class-transformer';
import { DOCUMENT_KINDS } from '../record-enums.js';
import { DocumentListQueryDto } from './documents.dto.js';
import { errorsOf } from './dto.test-helpers.js';
import { ValidationMessage as M } from './messages.js';
import { validationErrorName } from './validation-codes.js';

describe('document list query (issue 14)', () => {
  it('takes every kind of document and defaults to HELP', () => {
    for (const kind of DOCUMENT_KINDS) expect(errorsOf(DocumentListQueryDto, { kind })).toEqual({});
    expect(plainToInstance(DocumentListQueryDto, {}).kind).toBe('HELP');
  });

  it('refuses another kind with 400 (BAD_REQUEST)', () => {
    expect(errorsOf(DocumentListQueryDto, { kind: 'BLOG' }).kind).toEqual([M.documentKindInvalid]);
    expect(errorsOf(DocumentListQueryDto, { kind: 'help' }).kind).toEqual([M.documentKindInvalid]);
    expect(validationErrorName('kind', M.documentKindInvalid)).toBe('BAD_REQUEST');
  });
});
