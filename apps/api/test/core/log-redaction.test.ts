import { redactDeviceId, redactRequest } from '../../src/core/common/log-redaction.js';

describe('core/log-redaction', () => {
  describe('request log: the device id (the secret of a QR code outcome) is masked', () => {
    it('masks it in the QR code path and the reset query', () => {
      expect(redactDeviceId('/api/scan/genQrCodeUrl/dev-1234567890?purpose=LOGIN')).toBe(
        '/api/scan/genQrCodeUrl/[device]?purpose=LOGIN',
      );
      expect(redactDeviceId('/api/scan/resetByEmail?email=a%40b.c&deviceId=dev-1234567890')).toBe(
        '/api/scan/resetByEmail?email=a%40b.c&deviceId=[device]',
      );
      expect(redactDeviceId('/api/user/info/42')).toBe('/api/user/info/42');
    });

    it('masks the parsed query and route parameter too, and leaves other ids alone', () => {
      const qr = redactRequest({
        method: 'GET',
        url: '/api/scan/genQrCodeUrl/dev-1234567890',
        query: {},
        params: { id: 'dev-1234567890' },
      });
      expect(JSON.stringify(qr)).not.toContain('dev-1234567890');
      const reset = redactRequest({
        url: '/api/scan/resetByEmail?deviceId=dev-1234567890',
        query: { deviceId: 'dev-1234567890', email: 'a@b.c' },
        params: {},
      });
      expect(JSON.stringify(reset)).not.toContain('dev-1234567890');
      expect(reset.query).toMatchObject({ email: 'a@b.c' });
      const doc = redactRequest({ url: '/api/document/config/7', query: {}, params: { id: '7' } });
      expect(doc.params).toEqual({ id: '7' });
    });
  });
});
