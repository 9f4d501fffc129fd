import type { Request } from 'express';
import type { SessionContext } from './session.service.js';

function header(req: Request, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/** Where a sign-in comes from: the `way` header, the device uuid, the address and the browser. */
export function sessionContext(req: Request): SessionContext {
  return {
    way: header(req, 'way'),
    deviceId: header(req, 'x-device-id'),
    ip: req.ip,
    userAgent: header(req, 'user-agent'),
  };
}
