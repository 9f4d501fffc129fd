import { Injectable, type NestMiddleware } from '@nestjs/common';
import { fail } from '@p2p/contracts';
import type { NextFunction, Request, Response } from 'express';
import { MaintenanceService } from './maintenance.service.js';

/**
 * Calls that keep working during maintenance: health, reference data and documents (the maintenance
 * page itself needs them), the OpenAPI document, and the staff console.
 */
const PUBLIC_PREFIXES = [
  '/api/health',
  '/api/common/',
  '/api/c2c/coin/config/list',
  '/api/document/',
  '/api/docs',
  '/api/admin/',
];

export function isPublicDuringMaintenance(path: string): boolean {
  return PUBLIC_PREFIXES.some((p) => path === p || path.startsWith(p));
}

/**
 * During a maintenance window every other call answers HTTP 401, code "401", whose message is the
 * two-item list [start, end] (ISO 8601) as JSON: the client clears the session and shows the window.
 */
@Injectable()
export class MaintenanceMiddleware implements NestMiddleware {
  constructor(private readonly maintenance: MaintenanceService) {}

  async use(req: Request, res: Response, next: NextFunction): Promise<void> {
    if (isPublicDuringMaintenance(req.originalUrl.split('?')[0] ?? '')) return next();
    let window;
    try {
      window = await this.maintenance.active();
    } catch (err) {
      return next(err);
    }
    if (!window) return next();
    res.status(401).json(fail('401', JSON.stringify([window.start, window.end]), window));
  }
}
