// Creates or updates a staff account: STAFF_EMAIL, STAFF_PASSWORD, STAFF_ROLE (APPEAL_OFFICER |
// CUSTOMER_SERVICE | ADMIN) and STAFF_NAME from the environment, DATABASE_URL for the database.
// The password never appears on the command line or in logs.
import { STAFF_ROLES, type StaffRole } from '@p2p/contracts';
import { createPrismaClient } from '@p2p/db';
import { upsertStaffAccount } from '../modules/staff-auth/staff-auth.repository.js';
import { hashStaffPassword } from '../modules/staff-auth/staff-auth.service.js';

async function main(): Promise<void> {
  const { DATABASE_URL, STAFF_EMAIL, STAFF_PASSWORD, STAFF_ROLE = 'ADMIN', STAFF_NAME } = process.env;
  if (!DATABASE_URL || !STAFF_EMAIL || !STAFF_PASSWORD) {
    console.error('create-staff: DATABASE_URL, STAFF_EMAIL and STAFF_PASSWORD are required');
    process.exit(1);
  }
  if (!(STAFF_ROLES as readonly string[]).includes(STAFF_ROLE)) {
    console.error(`create-staff: STAFF_ROLE must be one of ${STAFF_ROLES.join(', ')}`);
    process.exit(1);
  }
  if (STAFF_PASSWORD.length < 12) {
    console.error('create-staff: STAFF_PASSWORD must be at least 12 characters');
    process.exit(1);
  }
  const prisma = createPrismaClient({ url: DATABASE_URL, max: 1 });
  try {
    const email = STAFF_EMAIL.trim().toLowerCase();
    const passwordHash = await hashStaffPassword(STAFF_PASSWORD);
    const role = STAFF_ROLE as StaffRole;
    const name = STAFF_NAME ?? email.split('@')[0] ?? 'staff';
    await upsertStaffAccount(prisma, { email, passwordHash, role, name });
    console.log(`create-staff: ${email} (${role}) is ready`);
  } finally {
    await prisma.$disconnect();
  }
}

void main();
