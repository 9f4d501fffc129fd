/// <reference types="jest" />
import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { getMetadataStorage, validate } from 'class-validator';
import * as dto from '../dto/index.js';
import { ValidationMessage as M } from '../dto/messages.js';
import { isSafeEmail } from '../dto/validators.js';
import { findMalformedText, isWellFormedText, scanWellFormed, toWellFormedText } from './well-formed.js';

const LONE_HIGH = '\ud800';
const LONE_LOW = '\udc00';
const NUL = '\u0000';

describe('isWellFormedText', () => {
  it('accepts text in any script, emoji (surrogate pairs) and the empty string', () => {
    for (const s of [
      '',
      'abc',
      'trader@example.io',
      '中文字符',
      'ภาษาไทย',
      '😀 ok',
      '\ud83d\ude00',
      '\uffff',
    ]) {
      expect(isWellFormedText(s)).toBe(true);
    }
  });

  it('refuses a lone high or low surrogate anywhere, and reversed pairs', () => {
    for (const s of [
      LONE_HIGH,
      LONE_LOW,
      `${LONE_HIGH}@x.io`,
      `a${LONE_LOW}b`,
      `end${LONE_HIGH}`,
      '\ude00\ud83d',
    ]) {
      expect(isWellFormedText(s)).toBe(false);
    }
  });

  it('refuses U+0000 anywhere', () => {
    for (const s of [NUL, `a${NUL}`, `${NUL}b`]) expect(isWellFormedText(s)).toBe(false);
  });

  it('the portable scan agrees with String.prototype.isWellFormed, NUL refused too', () => {
    const samples = [
      '',
      'a',
      LONE_HIGH,
      LONE_LOW,
      '\ud83d\ude00',
      'x\ud83dy',
      '\udfff\udbff',
      `a${LONE_HIGH}`,
    ];
    for (const s of samples) {
      const native = (s as unknown as { isWellFormed(): boolean }).isWellFormed();
      expect([s, scanWellFormed(s), isWellFormedText(s)]).toEqual([s, native, native]);
    }
    expect([scanWellFormed(`a${NUL}`), isWellFormedText(`a${NUL}`)]).toEqual([false, false]);
  });
});

describe('toWellFormedText', () => {
  it('replaces lone surrogates and NUL with U+FFFD and keeps pairs', () => {
    expect(toWellFormedText(`a${LONE_HIGH}b${NUL}c\ud83d\ude00${LONE_LOW}`)).toBe(
      'a\ufffdb\ufffdc\ud83d\ude00\ufffd',
    );
  });
});

describe('findMalformedText', () => {
  it('answers null for well-formed values of every kind', () => {
    expect(findMalformedText({ a: ['x', 1, true, null, { b: 'ok' }], n: 2 })).toBeNull();
    expect(findMalformedText(undefined)).toBeNull();
    expect(findMalformedText('plain')).toBeNull();
  });

  it('names the path down to a malformed value in nested objects and arrays', () => {
    expect(findMalformedText(`x${NUL}`)).toEqual([]);
    expect(findMalformedText({ email: LONE_HIGH })).toEqual(['email']);
    expect(findMalformedText({ a: { list: ['ok', `b${NUL}`] } })).toEqual(['a', 'list', '1']);
  });

  it('checks keys too, naming a bad key made well formed', () => {
    expect(findMalformedText({ a: { [`k${NUL}`]: 'v' } })).toEqual(['a', 'k\ufffd']);
    expect(findMalformedText({ [LONE_LOW]: 1 })).toEqual(['\ufffd']);
  });

  it('walks a very deep value without overflowing the stack', () => {
    let deep: unknown = LONE_HIGH;
    for (let i = 0; i < 200_000; i += 1) deep = [deep];
    const path = findMalformedText(deep);
    expect(path).toHaveLength(200_000);
  });
});

describe('the DTO layer never throws on a malformed string', () => {
  it('isSafeEmail refuses lone surrogates and NUL, where class-validator isEmail throws', () => {
    expect(isSafeEmail('trader@example.io')).toBe(true);
    for (const s of [`${LONE_HIGH}@x.io`, `a@${LONE_LOW}.io`, `a${NUL}@x.io`, 42, null]) {
      expect(isSafeEmail(s)).toBe(false);
    }
  });

  it('the email field answers the email format message (1003) for a lone surrogate', async () => {
    const instance = plainToInstance(dto.SendEmailCodeDto, { email: `${LONE_HIGH}@x.io`, scene: 'REGISTER' });
    const errors = await validate(instance);
    const email = errors.find((e) => e.property === 'email');
    expect(Object.values(email?.constraints ?? {})).toContain(M.emailFormat);
  });

  // Every DTO class with validation rules, every property set to each malformed value: validate()
  // must resolve (with or without errors), never reject.
  const classes = Object.values(dto).filter(
    (v): v is new () => object =>
      typeof v === 'function' &&
      getMetadataStorage().getTargetValidationMetadatas(v, '', true, false).length > 0,
  );

  it('finds the DTO classes to check', () => {
    expect(classes.length).toBeGreaterThan(10);
  });

  it.each([LONE_HIGH, `${LONE_HIGH}@x.io`, `a${LONE_LOW}`, `a${NUL}@x.io`])(
    'validating every DTO with %j in every field resolves',
    async (bad) => {
      for (const cls of classes) {
        const fields = getMetadataStorage()
          .getTargetValidationMetadatas(cls, '', true, false)
          .map((m) => m.propertyName);
        const plain = Object.fromEntries(fields.map((f) => [f, bad]));
        await expect(validate(plainToInstance(cls, plain))).resolves.toBeDefined();
      }
    },
  );
});
