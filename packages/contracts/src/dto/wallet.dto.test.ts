/// <reference types="jest" />
import { errorsOf } from './dto.test-helpers.js';
import { ValidationMessage as M } from './messages.js';
import { QrCodeQueryDto, ResetByEmailQueryDto } from './wallet.dto.js';

describe('QrCodeQueryDto', () => {
  it.each(['LOGIN', 'REGISTER', 'BIND', undefined])('accepts purpose %s', (purpose) => {
    expect(errorsOf(QrCodeQueryDto, { purpose })).toEqual({});
  });

  it('refuses RESET_PASSWORD: reset codes come from /scan/resetByEmail only', () => {
    expect(errorsOf(QrCodeQueryDto, { purpose: 'RESET_PASSWORD' }).purpose).toContain(M.sceneInvalid);
  });
});

describe('ResetByEmailQueryDto', () => {
  it('accepts an address and a device id', () => {
    expect(errorsOf(ResetByEmailQueryDto, { email: ' a@example.com ', deviceId: 'dev_1234-abc' })).toEqual(
      {},
    );
  });

  it('rejects a malformed address or device id', () => {
    const bad = errorsOf(ResetByEmailQueryDto, { email: 'nope', deviceId: 'short' });
    expect(bad.email).toContain(M.emailFormat);
    expect(bad.deviceId).toContain(M.idFormat);
  });
});
