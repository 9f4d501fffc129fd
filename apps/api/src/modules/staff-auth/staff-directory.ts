import { Injectable } from '@nestjs/common';
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
}
