/// <reference types="jest" />
import 'reflect-metadata';
import { plainToInstance, type ClassConstructor } from 'class-transformer';
import { validateSync } from 'class-validator';
import {
  LoginDto,
  RegisterDto,
  RegisterFieldsDto,
  ResetPasswordDto,
  SendEmailCodeDto,
  UnbindResetPasswordDto,
  UndoEmailChangeDto,
  UpdateInfoDto,
  VerifyEmailCodeDto,
  WordValidDto,
} from './account.dto.js';
import { ValidationMessage as M } from './messages.js';

/** Messages by property for `plain` validated as `cls` (transformed first, as the API pipe does). */
function errorsOf<T extends object>(cls: ClassConstructor<T>, plain: object): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const e of validateSync(plainToInstance(cls, plain))) {
    out[e.property] = Object.values(e.constraints ?? {});
  }
  return out;
}

const GOOD_PASSWORD = 'Abcdef1!';
const EVM = '0x52908400098527886E0F7030069857D2E4169EE7';
const TRON = 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t';
const CIPHER = 'q83vEjRWeJCrze8SNFZ4kA=='; // base64 of random bytes

const register = {
  email: 'alice@example.com',
  code: '123456',
  password: GOOD_PASSWORD,
  confirmPassword: GOOD_PASSWORD,
  agreeTerms: true,
  sliderToken: 'sl.token',
};

describe('RegisterDto', () => {
  it('needs a passed slide-to-verify check; the form fields alone are RegisterFieldsDto', () => {
    const { sliderToken: _omitted, ...fields } = register;
    expect(errorsOf(RegisterDto, fields).sliderToken).toContain(M.sliderRequired);
    expect(errorsOf(RegisterFieldsDto, fields)).toEqual({});
  });

  it('accepts a complete registration', () => {
    expect(errorsOf(RegisterDto, register)).toEqual({});
  });

  it('accepts the longest password (32 characters)', () => {
    const pw = `Aa1!${'x'.repeat(28)}`;
    expect(errorsOf(RegisterDto, { ...register, password: pw, confirmPassword: pw })).toEqual({});
  });

  it('trims the email before checking it', () => {
    expect(errorsOf(RegisterDto, { ...register, email: '  alice@example.com ' })).toEqual({});
  });

  it('rejects a blank email', () => {
    expect(errorsOf(RegisterDto, { ...register, email: ' ' }).email).toContain(M.emailRequired);
  });

  it('rejects a malformed email', () => {
    for (const email of ['alice', 'alice@', '@example.com', 'a b@example.com']) {
      expect(errorsOf(RegisterDto, { ...register, email }).email).toContain(M.emailFormat);
    }
  });

  it('rejects a blank verification code', () => {
    expect(errorsOf(RegisterDto, { ...register, code: '' }).code).toContain(M.codeRequired);
  });

  it('rejects a verification code that is not 6 digits', () => {
    for (const code of ['12345', '1234567', '12a456']) {
      expect(errorsOf(RegisterDto, { ...register, code }).code).toContain(M.codeFormat);
    }
  });

  it('rejects a blank password', () => {
    expect(errorsOf(RegisterDto, { ...register, password: '' }).password).toContain(M.passwordRequired);
  });

  it('rejects a password shorter than 8 characters', () => {
    const pw = 'Ab1!xyz';
    expect(errorsOf(RegisterDto, { ...register, password: pw, confirmPassword: pw }).password).toContain(
      M.passwordLength,
    );
  });

  it('rejects a password longer than 32 characters', () => {
    const pw = `Aa1!${'x'.repeat(29)}`;
    expect(errorsOf(RegisterDto, { ...register, password: pw, confirmPassword: pw }).password).toContain(
      M.passwordLength,
    );
  });

  it.each([
    ['an upper-case letter', 'abcdef1!'],
    ['a lower-case letter', 'ABCDEF1!'],
    ['a digit', 'Abcdefg!'],
    ['a special character', 'Abcdefg1'],
  ])('rejects a password without %s', (_rule, pw) => {
    expect(errorsOf(RegisterDto, { ...register, password: pw, confirmPassword: pw }).password).toEqual([
      M.passwordFormat,
    ]);
  });

  it('rejects a password containing a space', () => {
    const pw = 'Abc def1!';
    expect(errorsOf(RegisterDto, { ...register, password: pw, confirmPassword: pw }).password).toContain(
      M.passwordFormat,
    );
  });

  it('rejects confirmPassword that does not match', () => {
    expect(errorsOf(RegisterDto, { ...register, confirmPassword: 'Abcdef1?' }).confirmPassword).toEqual([
      M.passwordMismatch,
    ]);
  });

  it('rejects terms not accepted', () => {
    expect(errorsOf(RegisterDto, { ...register, agreeTerms: false }).agreeTerms).toEqual([M.termsRequired]);
    expect(errorsOf(RegisterDto, { ...register, agreeTerms: 'true' }).agreeTerms).toEqual([M.termsRequired]);
    const { agreeTerms: _omitted, ...withoutTerms } = register;
    expect(errorsOf(RegisterDto, withoutTerms).agreeTerms).toEqual([M.termsRequired]);
  });
});

describe('SendEmailCodeDto', () => {
  const good = { email: 'bob@example.com', scene: 'REGISTER', sliderToken: 'slider-token' };

  it('accepts every scene', () => {
    for (const scene of ['REGISTER', 'RESET_PASSWORD', 'BIND', 'CHANGE_EMAIL']) {
      expect(errorsOf(SendEmailCodeDto, { ...good, scene })).toEqual({});
    }
  });

  it('rejects an unknown scene', () => {
    expect(errorsOf(SendEmailCodeDto, { ...good, scene: 'LOGIN' }).scene).toEqual([M.sceneInvalid]);
  });

  it('rejects a missing slider token', () => {
    expect(errorsOf(SendEmailCodeDto, { ...good, sliderToken: '' }).sliderToken).toContain(M.sliderRequired);
  });

  it('rejects a malformed email', () => {
    expect(errorsOf(SendEmailCodeDto, { ...good, email: 'bob.example.com' }).email).toContain(M.emailFormat);
  });
});

describe('VerifyEmailCodeDto', () => {
  const good = { email: 'bob@example.com', code: '654321', scene: 'RESET_PASSWORD' };

  it('accepts an email, a code and a scene', () => {
    expect(errorsOf(VerifyEmailCodeDto, good)).toEqual({});
  });

  it('rejects a code of the wrong format', () => {
    expect(errorsOf(VerifyEmailCodeDto, { ...good, code: 'abcdef' }).code).toContain(M.codeFormat);
  });
});

describe('LoginDto', () => {
  const good = { email: 'alice@example.com', password: CIPHER, sliderToken: 'slider-token' };

  it('accepts a base64 ciphertext password', () => {
    expect(errorsOf(LoginDto, good)).toEqual({});
  });

  it('rejects a blank password', () => {
    expect(errorsOf(LoginDto, { ...good, password: '' }).password).toContain(M.passwordRequired);
  });

  it('rejects a password that is not base64 ciphertext', () => {
    expect(errorsOf(LoginDto, { ...good, password: 'Abcdef1!' }).password).toContain(M.passwordCiphertext);
  });

  it('rejects a missing slider token', () => {
    const { sliderToken: _omitted, ...rest } = good;
    expect(errorsOf(LoginDto, rest).sliderToken).toContain(M.sliderRequired);
  });

  it('takes the emailed code as an optional 6-digit field (needed past the account cap)', () => {
    expect(errorsOf(LoginDto, { ...good, emailCode: '123456' })).toEqual({});
    expect(errorsOf(LoginDto, { ...good, emailCode: '12ab56' }).emailCode).toEqual([M.codeFormat]);
  });
});

describe('UnbindResetPasswordDto and ResetPasswordDto', () => {
  const good = {
    email: 'alice@example.com',
    code: '123456',
    password: GOOD_PASSWORD,
    confirmPassword: GOOD_PASSWORD,
  };

  it('accepts a complete reset by email code', () => {
    expect(errorsOf(UnbindResetPasswordDto, good)).toEqual({});
  });

  it('rejects a new password breaking the password rule', () => {
    expect(
      errorsOf(UnbindResetPasswordDto, { ...good, password: 'password', confirmPassword: 'password' })
        .password,
    ).toContain(M.passwordFormat);
  });

  it('rejects confirmPassword that does not match', () => {
    expect(errorsOf(UnbindResetPasswordDto, { ...good, confirmPassword: 'x' }).confirmPassword).toEqual([
      M.passwordMismatch,
    ]);
  });

  it("needs the wallet's confirmation event for a reset with the wallet", () => {
    expect(errorsOf(ResetPasswordDto, { ...good, eventId: 'Ab_9-xyz' })).toEqual({});
    expect(errorsOf(ResetPasswordDto, good).eventId).toContain(M.idFormat);
    expect(errorsOf(ResetPasswordDto, { ...good, eventId: '../x' }).eventId).toContain(M.idFormat);
    expect(errorsOf(ResetPasswordDto, { ...good, eventId: 'a'.repeat(129) }).eventId).toContain(M.idFormat);
  });
});

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
