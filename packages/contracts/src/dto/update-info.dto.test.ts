/// <reference types="jest" />
import { UndoEmailChangeDto, UpdateInfoDto, WordValidDto } from './account.dto.js';
import { errorsOf, GOOD_PASSWORD } from './dto.test-helpers.js';
import { ValidationMessage as M } from './messages.js';

const EVM = '0x52908400098527886E0F7030069857D2E4169EE7';
const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';

describe('UpdateInfoDto', () => {
  it('accepts an empty update', () => {
    expect(errorsOf(UpdateInfoDto, {})).toEqual({});
  });

  it('accepts a nickname of letters and digits in any script', () => {
    for (const nickname of ['Alice42', '小明123', 'Trần', '김철수', 'a'.repeat(20)]) {
      expect(errorsOf(UpdateInfoDto, { nickname })).toEqual({});
    }
  });

  it('rejects a blank nickname', () => {
    expect(errorsOf(UpdateInfoDto, { nickname: '' }).nickname).toContain(M.nicknameRequired);
    expect(errorsOf(UpdateInfoDto, { nickname: '   ' }).nickname).toContain(M.nicknameRequired);
  });

  it('rejects a nickname with symbols or spaces', () => {
    for (const nickname of ['al ice', 'alice!', 'bob_1', 'x@y']) {
      expect(errorsOf(UpdateInfoDto, { nickname }).nickname).toContain(M.nicknameFormat);
    }
  });

  it('rejects a nickname longer than 20 characters', () => {
    expect(errorsOf(UpdateInfoDto, { nickname: 'a'.repeat(21) }).nickname).toContain(M.nicknameLength);
  });

  it('accepts a new email with its code', () => {
    expect(errorsOf(UpdateInfoDto, { email: 'new@example.com', code: '123456' })).toEqual({});
  });

  it('rejects a new email without a code', () => {
    expect(errorsOf(UpdateInfoDto, { email: 'new@example.com' }).code).toContain(M.codeRequired);
  });

  it('rejects a malformed new email', () => {
    expect(errorsOf(UpdateInfoDto, { email: 'new', code: '123456' }).email).toContain(M.emailFormat);
  });

  it('accepts a password change', () => {
    expect(errorsOf(UpdateInfoDto, { oldPassword: 'old-Passw0rd', newPassword: GOOD_PASSWORD })).toEqual({});
  });

  it('rejects a new password without the old one', () => {
    expect(errorsOf(UpdateInfoDto, { newPassword: GOOD_PASSWORD }).oldPassword).toContain(
      M.oldPasswordRequired,
    );
  });

  it('accepts a first password with the emailed code instead of the old one (no email needed)', () => {
    expect(errorsOf(UpdateInfoDto, { newPassword: GOOD_PASSWORD, code: '123456' })).toEqual({});
    expect(errorsOf(UpdateInfoDto, { newPassword: GOOD_PASSWORD, code: '12' }).code).toContain(M.codeFormat);
  });

  it('rejects a new password equal to the old one', () => {
    expect(
      errorsOf(UpdateInfoDto, { oldPassword: GOOD_PASSWORD, newPassword: GOOD_PASSWORD }).newPassword,
    ).toEqual([M.passwordSameAsOld]);
  });

  it('rejects a new password breaking the password rule', () => {
    expect(errorsOf(UpdateInfoDto, { oldPassword: 'old', newPassword: 'abcdefgh' }).newPassword).toContain(
      M.passwordFormat,
    );
  });

  it('accepts a security password longer than 8 characters', () => {
    expect(errorsOf(UpdateInfoDto, { securityPassword: 'Secur1ty!' })).toEqual({});
  });

  it('rejects a security password of 8 characters or fewer', () => {
    expect(errorsOf(UpdateInfoDto, { securityPassword: 'Secur1!x' }).securityPassword).toContain(
      M.securityPasswordLength,
    );
  });

  it('rejects a blank security password', () => {
    expect(errorsOf(UpdateInfoDto, { securityPassword: '' }).securityPassword).toContain(
      M.securityPasswordRequired,
    );
  });

  it('rejects a security password of the wrong format', () => {
    expect(errorsOf(UpdateInfoDto, { securityPassword: 'abcdefghij' }).securityPassword).toContain(
      M.securityPasswordFormat,
    );
  });

  it('rejects a security password equal to the new login password', () => {
    const pw = 'Abcdefg1!x';
    expect(
      errorsOf(UpdateInfoDto, { oldPassword: 'old', newPassword: pw, securityPassword: pw }).securityPassword,
    ).toEqual([M.securityPasswordSameAsLogin]);
  });

  it('accepts an ERC20 address on ERC20 and a TRC20 address on TRC20', () => {
    expect(errorsOf(UpdateInfoDto, { usdtAddress: EVM, chainType: 'ERC20' })).toEqual({});
    expect(errorsOf(UpdateInfoDto, { usdtAddress: TRON, chainType: 'TRC20' })).toEqual({});
  });

  it('rejects an address that does not match the chosen chain type', () => {
    expect(errorsOf(UpdateInfoDto, { usdtAddress: TRON, chainType: 'ERC20' }).usdtAddress).toEqual([
      M.usdtAddressFormat,
    ]);
    expect(errorsOf(UpdateInfoDto, { usdtAddress: EVM, chainType: 'TRC20' }).usdtAddress).toEqual([
      M.usdtAddressFormat,
    ]);
    expect(errorsOf(UpdateInfoDto, { usdtAddress: '0x1234', chainType: 'ERC20' }).usdtAddress).toEqual([
      M.usdtAddressFormat,
    ]);
  });

  it('rejects an address without a chain type', () => {
    expect(errorsOf(UpdateInfoDto, { usdtAddress: EVM }).chainType).toEqual([M.chainTypeRequired]);
    expect(errorsOf(UpdateInfoDto, { usdtAddress: EVM, chainType: 'BEP20' }).chainType).toEqual([
      M.chainTypeRequired,
    ]);
  });

  it('rejects a chain type without an address', () => {
    expect(errorsOf(UpdateInfoDto, { chainType: 'ERC20' }).usdtAddress).toContain(M.usdtAddressRequired);
  });

  it('accepts a region code and rejects anything else', () => {
    expect(errorsOf(UpdateInfoDto, { regionId: 'VNM' })).toEqual({});
    expect(errorsOf(UpdateInfoDto, { regionId: 'VN-1' }).regionId).toEqual([M.regionIdFormat]);
  });
});

describe('WordValidDto', () => {
  it('accepts a word', () => {
    expect(errorsOf(WordValidDto, { word: 'hello' })).toEqual({});
  });

  it('rejects a blank word', () => {
    expect(errorsOf(WordValidDto, { word: '' }).word).toContain(M.wordRequired);
  });

  it('rejects text over 100 characters', () => {
    expect(errorsOf(WordValidDto, { word: 'x'.repeat(101) }).word).toEqual([M.textLength]);
  });
});

describe('UpdateInfoDto and null', () => {
  it.each([
    'nickname',
    'securityPassword',
    'regionId',
    'email',
    'newPassword',
    'usdtAddress',
    'oldSecurityPassword',
  ])('refuses %s: null (present, not absent)', (field) => {
    expect(Object.keys(errorsOf(UpdateInfoDto, { [field]: null })).length).toBeGreaterThan(0);
  });
});

describe('email change proofs and the undo token', () => {
  const change = { email: 'new@example.com', code: '123456' };

  it('takes the current password with an email change, without asking for a new password', () => {
    expect(errorsOf(UpdateInfoDto, { ...change, oldPassword: 'Passw0rd!x' })).toEqual({});
    expect(errorsOf(UpdateInfoDto, { ...change, oldPassword: '' }).oldPassword).toContain(
      M.oldPasswordRequired,
    );
  });

  it("takes the wallet's confirmation event, in the QR event id format", () => {
    expect(errorsOf(UpdateInfoDto, { ...change, eventId: 'Ab_9-xyz' })).toEqual({});
    expect(errorsOf(UpdateInfoDto, { ...change, eventId: '../x' }).eventId).toContain(M.idFormat);
  });

  it('accepts a base64url undo token of 32 to 64 characters only', () => {
    expect(errorsOf(UndoEmailChangeDto, { token: 'A'.repeat(43) })).toEqual({});
    expect(errorsOf(UndoEmailChangeDto, { token: 'short' }).token).toContain(M.idFormat);
    expect(errorsOf(UndoEmailChangeDto, { token: `${'A'.repeat(42)}/` }).token).toContain(M.idFormat);
    expect(errorsOf(UndoEmailChangeDto, {}).token).toContain(M.idFormat);
  });
});
