// The staff API's shapes (apps/api `admin/auth`), as the console reads them.
import type { StaffRole } from '@p2p/contracts';

export interface Staff {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
}

export interface StaffLoginBody {
  email: string;
  password: string;
}

export interface StaffLoginAnswer {
  token: string;
  staff: Staff;
}

export const STAFF_PATHS = {
  login: '/admin/auth/login',
  me: '/admin/auth/me',
  logout: '/admin/auth/logout',
  health: '/health',
} as const;
