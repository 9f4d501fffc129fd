// The queue dashboard (bull-board) at /api/admin/queues, for staff with the ADMIN role. The page cannot
// send a Bearer header, so `POST /api/admin/queues/session` (with the staff Bearer token) sets a short
// HttpOnly cookie scoped to the dashboard; every dashboard request checks it against the staff session.
import { randomBytes } from 'node:crypto';
import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import { Inject, Injectable, type INestApplication } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { JwtService } from '@nestjs/jwt';
import { API_PREFIX, ERRORS, type ErrorName, fail, ok } from '@p2p/contracts';
import { translateError } from '@p2p/i18n';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { AppException } from '../common/app-exception.js';
import { requestLanguage } from '../common/language.js';
import { APP_CONFIG, type AppConfig } from '../config/config.js';
import { jwtKey } from '../config/jwt-key.js';
import { RedisService } from '../infra/redis.service.js';
import { STAFF_AUDIENCE, StaffJwtStrategy } from '../../modules/staff-auth/staff-jwt.strategy.js';
import type { StaffPrincipal } from '../../modules/staff-auth/staff.principal.js';
import { type JobCatalog, queuesOf } from './job-catalog.js';
import { ACTIVE_JOB_CATALOG } from './job-registry.js';
import { JobsService } from './jobs.service.js';

export const QUEUE_DASHBOARD_PATH = `${API_PREFIX}/admin/queues`;
export const QUEUE_DASHBOARD_COOKIE = 'p2p_queues';
/** A dashboard session lasts this long; the staff member posts the session again after it. */
export const QUEUE_DASHBOARD_SESSION_SECONDS = 15 * 60;

interface DashboardSession {
  staffId: number;
  jti: string;
}

function refuse(req: Request, res: Response, name: ErrorName): void {
  const def = ERRORS[name];
  res.status(def.http).json(fail(def.code, translateError(def.code, requestLanguage(req)), null));
}

function cookieOf(req: Request, name: string): string | null {
  for (const part of (req.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=') || null;
  }
  return null;
}

@Injectable()
export class QueueDashboard {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(ACTIVE_JOB_CATALOG) private readonly catalog: JobCatalog,
    private readonly jobs: JobsService,
    private readonly redis: RedisService,
    private readonly moduleRef: ModuleRef,
  ) {}

  private readonly jwt = new JwtService();

  private key(sid: string): string {
    return `queue-dashboard:${sid}`;
  }

  /** The Express handler mounted at QUEUE_DASHBOARD_PATH: the session calls, then the checked board. */
  handler(): RequestHandler {
    const board = new ExpressAdapter();
    board.setBasePath(QUEUE_DASHBOARD_PATH);
    createBullBoard({
      queues: queuesOf(this.catalog).map((name) => new BullMQAdapter(this.jobs.queue(name))),
      serverAdapter: board,
    });
    const boardRouter = board.getRouter() as RequestHandler;
    return (req, res, next) => {
      const session = req.path === '/session';
      const run =
        session && req.method === 'POST'
          ? this.openSession(req, res)
          : session && req.method === 'DELETE'
            ? this.closeSession(req, res)
            : this.check(req, res, () => boardRouter(req, res, next));
      run.catch(next);
    };
  }

  /** Checks a staff session as every staff call does: live session, active account; answers its role. */
  private async staffOf(token: {
    sub: string;
    jti: string;
    role: StaffPrincipal['role'];
  }): Promise<StaffPrincipal> {
    return this.moduleRef.get(StaffJwtStrategy, { strict: false }).validate(token);
  }

  /** The staff Bearer token: signature, audience and expiry, then the session (as the staff guard). */
  private async bearer(req: Request): Promise<StaffPrincipal | null> {
    const header = req.headers.authorization ?? '';
    if (!header.startsWith('Bearer ')) return null;
    let payload: { sub: string; jti: string; role: StaffPrincipal['role'] };
    try {
      payload = await this.jwt.verifyAsync(header.slice('Bearer '.length), {
        secret: jwtKey(this.config),
        audience: STAFF_AUDIENCE,
        algorithms: ['HS256'],
      });
    } catch {
      return null; // bad signature, another audience (a trader token), expired
    }
    try {
      return await this.staffOf(payload);
    } catch (err) {
      if (err instanceof AppException) return null; // session ended, account inactive
      throw err;
    }
  }

  private async openSession(req: Request, res: Response): Promise<void> {
    const staff = await this.bearer(req);
    if (!staff) return refuse(req, res, 'UNAUTHORIZED');
    if (staff.role !== 'ADMIN') return refuse(req, res, 'FORBIDDEN');
    const sid = randomBytes(32).toString('base64url');
    const session: DashboardSession = { staffId: staff.id, jti: staff.jti };
    await this.redis.client.set(
      this.key(sid),
      JSON.stringify(session),
      'EX',
      QUEUE_DASHBOARD_SESSION_SECONDS,
    );
    res.cookie(QUEUE_DASHBOARD_COOKIE, sid, {
      httpOnly: true,
      sameSite: 'strict',
      secure: this.config.nodeEnv === 'production',
      path: QUEUE_DASHBOARD_PATH,
      maxAge: QUEUE_DASHBOARD_SESSION_SECONDS * 1000,
    });
    res.status(200).json(ok({ expiresInSeconds: QUEUE_DASHBOARD_SESSION_SECONDS }));
  }

  private async closeSession(req: Request, res: Response): Promise<void> {
    const sid = cookieOf(req, QUEUE_DASHBOARD_COOKIE);
    if (sid) await this.redis.client.del(this.key(sid));
    res.clearCookie(QUEUE_DASHBOARD_COOKIE, { path: QUEUE_DASHBOARD_PATH });
    res.status(200).json(ok(null));
  }

  /** Every dashboard request: a dashboard session whose staff session is live, of an active ADMIN. */
  private async check(req: Request, res: Response, next: NextFunction): Promise<void> {
    const sid = cookieOf(req, QUEUE_DASHBOARD_COOKIE);
    const raw = sid ? await this.redis.client.get(this.key(sid)) : null;
    if (!raw) return refuse(req, res, 'UNAUTHORIZED');
    const session = JSON.parse(raw) as DashboardSession;
    let staff: StaffPrincipal;
    try {
      staff = await this.staffOf({ sub: String(session.staffId), jti: session.jti, role: 'ADMIN' });
    } catch (err) {
      if (err instanceof AppException) return refuse(req, res, err.errorName);
      throw err;
    }
    if (staff.role !== 'ADMIN') return refuse(req, res, 'FORBIDDEN');
    next();
  }
}

/** Mounts the dashboard on the app's Express instance (before Nest's routes). */
export function mountQueueDashboard(app: INestApplication): void {
  app.use(QUEUE_DASHBOARD_PATH, app.get(QueueDashboard).handler());
}
