// Demo data for `npm start` (never used by tests): two traders and, when SEED_ADMIN_EMAIL is set, a staff
// administrator. Needs the reference data (the users' regions are countries).
//
// No password is stored in code. This package has no password hasher, so users are created without a
// password unless the caller passes both a password (e.g. SEED_DEMO_PASSWORD) and `hashPassword` (the
// auth module's hasher); without them the accounts log in by wallet or get a password through the reset
// flow. Idempotent: rows are keyed by nickname / email and only created, never changed, by a second run.
import type { PrismaClient } from '../generated/prisma/client.js';

export interface DemoUserSeed {
  nickname: string;
  email: string;
  regionId: string;
  language: 'en' | 'zh_TW' | 'ko_KR' | 'vi_VN';
  creditScore: number;
  certified: boolean;
}

export const DEMO_USERS: readonly DemoUserSeed[] = [
  {
    nickname: 'DemoAlice',
    email: 'alice@example.com',
    regionId: 'TWN',
    language: 'zh_TW',
    creditScore: 100,
    certified: true,
  },
  {
    nickname: 'DemoBob',
    email: 'bob@example.com',
    regionId: 'USA',
    language: 'en',
    creditScore: 100,
    certified: false,
  },
];

export interface DemoOptions {
  /** Password for the demo users and the admin; ignored without `hashPassword`. */
  password?: string;
  hashPassword?: (password: string) => Promise<string>;
  /** Staff administrator to create (role ADMIN). */
  adminEmail?: string;
  adminName?: string;
}

/** Rows created by this run (0 and 0 on a second run). */
export interface DemoCounts {
  users: number;
  staff: number;
}

/** Options from the environment: SEED_DEMO_PASSWORD, SEED_ADMIN_EMAIL, SEED_ADMIN_NAME. */
export function demoOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): DemoOptions {
  return {
    password: env.SEED_DEMO_PASSWORD || undefined,
    adminEmail: env.SEED_ADMIN_EMAIL?.trim().toLowerCase() || undefined,
    adminName: env.SEED_ADMIN_NAME?.trim() || undefined,
  };
}

export async function seedDemo(
  prisma: PrismaClient,
  options: DemoOptions = demoOptionsFromEnv(),
): Promise<DemoCounts> {
  const passwordHash =
    options.password && options.hashPassword ? await options.hashPassword(options.password) : null;
  let users = 0;
  for (const u of DEMO_USERS) {
    const exists = await prisma.user.findUnique({ where: { nickname: u.nickname }, select: { id: true } });
    if (!exists) {
      await prisma.user.create({
        data: { ...u, passwordHash, chainType: 'ERC20', kycLevel: 'ADVANCED', kycVerifiedAt: new Date() },
      });
      users += 1;
    }
  }
  let staff = 0;
  const adminEmail = options.adminEmail?.trim().toLowerCase();
  if (
    adminEmail &&
    !(await prisma.staffUser.findUnique({ where: { email: adminEmail }, select: { id: true } }))
  ) {
    await prisma.staffUser.create({
      data: { email: adminEmail, name: options.adminName ?? 'Administrator', role: 'ADMIN', passwordHash },
    });
    staff += 1;
  }
  return { users, staff };
}
