import { Injectable } from '@nestjs/common';
import type { StaffRole } from '@p2p/db';
import { StaffAuthRepository } from './staff-auth.repository.js';

/** Staff members' display names, for pages that show who acted (the appeal desk's reviewer). */
@Injectable()
export class StaffDirectory {
  constructor(private readonly repo: StaffAuthRepository) {}

  async names(ids: readonly number[]): Promise<Map<number, string>> {
    const out = new Map<number, string>();
    for (const id of new Set(ids)) {
      const staff = await this.repo.findById(id);
      if (staff) out.set(id, staff.name);
    }
    return out;
  }

  /** The active staff members of the given roles, by name (who a case can be handed to). */
  async active(roles: readonly StaffRole[]): Promise<{ id: number; name: string; role: StaffRole }[]> {
    const rows = await this.repo.activeWithRoles(roles);
    return rows.map((r) => ({ id: r.id, name: r.name, role: r.role }));
  }

  /** The member `id` when active and of one of the roles; null otherwise (missing, deactivated, other role). */
  async activeOf(id: number, roles: readonly StaffRole[]): Promise<{ id: number; name: string } | null> {
    const staff = await this.repo.findById(id);
    return staff && staff.active && roles.includes(staff.role) ? { id: staff.id, name: staff.name } : null;
  }
}
