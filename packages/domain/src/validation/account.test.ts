import {
  isValidEmail,
  isValidEmailCode,
  isValidNewPassword,
  isValidNickname,
  isValidPassword,
  isValidSecurityPassword,
  NICKNAME_MAX_LENGTH,
  PASSWORD_RULE,
} from './account.js';

describe('password: 8 to 32 characters with upper case, lower case, digits and special characters', () => {
  it.each(['Abcdef1!', 'Str0ng#Passw0rd', `Aa1!${'x'.repeat(28)}`, 'P@ssw0rd_~'])('accepts %p', (pw) => {
    expect(isValidPassword(pw)).toBe(true);
  });

  it.each([
    ['', 'blank'],
    ['Abcde1!', '7 characters: too short'],
    [`Aa1!${'x'.repeat(29)}`, '33 characters: too long'],
    ['abcdef1!', 'no upper case'],
    ['ABCDEF1!', 'no lower case'],
    ['Abcdefg!', 'no digit'],
    ['Abcdefg1', 'no special character'],
    ['Abc def1!', 'a space'],
    ['Abcdéf1!', 'a non-ASCII letter'],
  ])('refuses %p (%s)', (pw) => {
    expect(isValidPassword(pw)).toBe(false);
  });

  it('exposes the rule for the forms and DTOs', () => {
    expect([PASSWORD_RULE.minLength, PASSWORD_RULE.maxLength]).toEqual([8, 32]);
    expect(PASSWORD_RULE.pattern.test('Abcdef1!')).toBe(true);
  });

  it('requires a new password to differ from the old one (1032)', () => {
    expect(isValidNewPassword('Abcdef1!', 'Abcdef1!')).toBe(false);
    expect(isValidNewPassword('Abcdef2!', 'Abcdef1!')).toBe(true);
  });

  it('refuses non-strings', () => {
    expect(isValidPassword(12345678)).toBe(false);
    expect(isValidPassword(undefined)).toBe(false);
  });
});

describe('security password: longer than 8 characters, checked format, not the login password', () => {
  it('accepts 9 to 32 characters with the four character classes', () => {
    expect(isValidSecurityPassword('Abcdefg1!')).toBe(true);
    expect(isValidSecurityPassword(`Aa1!${'x'.repeat(28)}`)).toBe(true);
  });

  it('refuses 8 characters (must be longer than 8)', () => {
    expect(isValidSecurityPassword('Abcdef1!')).toBe(false);
  });

  it('refuses a weak format', () => {
    expect(isValidSecurityPassword('abcdefgh1')).toBe(false);
    expect(isValidSecurityPassword('')).toBe(false);
  });

  it('refuses the login password', () => {
    expect(isValidSecurityPassword('Abcdefg1!', 'Abcdefg1!')).toBe(false);
    expect(isValidSecurityPassword('Abcdefg1!', 'Other0ne!')).toBe(true);
  });
});

describe('nickname: not blank, letters and digits only', () => {
  it.each(['alice', 'Bob42', '42', '小明', '김철수', 'Nguyễn', 'สมชาย', 'Çağrı', 'João', 'ｱｲｳ'])(
    'accepts %p',
    (name) => {
      expect(isValidNickname(name)).toBe(true);
    },
  );

  it.each([
    ['', 'blank'],
    ['   ', 'only spaces'],
    ['bob smith', 'a space'],
    ['bob_1', 'an underscore'],
    ['bob!', 'punctuation'],
    ['😀bob', 'an emoji'],
    ['\u0301bob', 'starting with a combining mark'],
    ['a'.repeat(NICKNAME_MAX_LENGTH + 1), `more than ${NICKNAME_MAX_LENGTH} characters`],
  ])('refuses %p (%s)', (name) => {
    expect(isValidNickname(name)).toBe(false);
  });

  it(`counts characters, not UTF-16 units (${NICKNAME_MAX_LENGTH} CJK letters pass)`, () => {
    expect(isValidNickname('明'.repeat(NICKNAME_MAX_LENGTH))).toBe(true);
  });
});

describe('email: well-formed and not blank', () => {
  it.each([
    'a@b.co',
    'first.last@example.com',
    'user+tag@sub.example.org',
    "o'neil@example.ie",
    'x_y-z@ex-ample.io',
  ])('accepts %p', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    '',
    'plain',
    '@example.com',
    'user@',
    'user@example',
    'user@.com',
    'user@-example.com',
    'user@example.c',
    'user name@example.com',
    '.user@example.com',
    'user..name@example.com',
    'user@exa_mple.com',
    `${'a'.repeat(65)}@example.com`,
    `a@${'b'.repeat(250)}.com`,
  ])('refuses %p', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe('email verification code', () => {
  it('is 6 digits', () => {
    expect(isValidEmailCode('012345')).toBe(true);
    expect(isValidEmailCode('12345')).toBe(false);
    expect(isValidEmailCode('12345a')).toBe(false);
    expect(isValidEmailCode('')).toBe(false);
  });
});
