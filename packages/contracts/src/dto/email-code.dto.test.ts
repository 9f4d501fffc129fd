/// <reference types="jest" />
import { SendEmailCodeDto, VerifyEmailCodeDto } from './account.dto.js';
import { errorsOf } from './dto.test-helpers.js';
import { ValidationMessage as M } from './messages.js';

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
