// The console's staff management calls (`/api/admin/staff...`, administrators only): the paged list and
// the changes (a new account, a role, deactivation, activation, a second-factor reset). The list shows its
// failure on the page; a change's failure is toasted with its text (5070, 5071, 5072...).
import {
  API_ENDPOINTS,
  type CreateStaffDto,
  type Page,
  type StaffMemberDto,
  type StaffRole,
} from '@p2p/contracts';
import { http } from './client';

const staff = API_ENDPOINTS.adminStaff;

export interface StaffPageArgs {
  pageNo: number;
  pageSize: number;
}

export const fetchStaff = (page: StaffPageArgs, signal?: AbortSignal): Promise<Page<StaffMemberDto>> =>
  http.call(staff.list, { query: { ...page } }, { signal, toast: false });

export const createStaff = (body: CreateStaffDto): Promise<StaffMemberDto> =>
  http.call(staff.create, { body });

export const setStaffRole = (id: string, role: StaffRole, reason: string): Promise<StaffMemberDto> =>
  http.call(staff.setRole, { id, body: { role, reason } });

export const deactivateStaff = (id: string, reason: string): Promise<StaffMemberDto> =>
  http.call(staff.deactivate, { id, body: { reason } });

export const activateStaff = (id: string, reason: string): Promise<StaffMemberDto> =>
  http.call(staff.activate, { id, body: { reason } });

export const resetStaffSecondFactor = (id: string, reason: string): Promise<StaffMemberDto> =>
  http.call(staff.resetSecondFactor, { id, body: { reason } });
