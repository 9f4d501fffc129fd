import { STAFF_ROLES, StaffRole } from '@p2p/contracts';
import { describe, expect, it } from 'vitest';
import { AREAS, AREA_PATHS, areaOfPath, areasFor, canOpen, type Area } from './access';

const { APPEAL_OFFICER, CUSTOMER_SERVICE, ADMIN } = StaffRole;

/** Every (area, role) pair and whether the role may open the area. */
const TABLE: ReadonlyArray<[Area, StaffRole, boolean]> = [
  ['appeals', APPEAL_OFFICER, true],
  ['appeals', CUSTOMER_SERVICE, true],
  ['appeals', ADMIN, true],
  ['users', APPEAL_OFFICER, false],
  ['users', CUSTOMER_SERVICE, true],
  ['users', ADMIN, true],
  ['trading', APPEAL_OFFICER, false],
  ['trading', CUSTOMER_SERVICE, true],
  ['trading', ADMIN, true],
  ['config', APPEAL_OFFICER, false],
  ['config', CUSTOMER_SERVICE, false],
  ['config', ADMIN, true],
  ['operations', APPEAL_OFFICER, false],
  ['operations', CUSTOMER_SERVICE, false],
  ['operations', ADMIN, true],
  ['audit', APPEAL_OFFICER, false],
  ['audit', CUSTOMER_SERVICE, false],
  ['audit', ADMIN, true],
  ['staff', APPEAL_OFFICER, false],
  ['staff', CUSTOMER_SERVICE, false],
  ['staff', ADMIN, true],
];

describe('the role table', () => {
  it('covers every (area, role) pair exactly once', () => {
    expect(TABLE).toHaveLength(AREAS.length * STAFF_ROLES.length);
    for (const area of AREAS) {
      for (const role of STAFF_ROLES) {
        expect(TABLE.filter(([a, r]) => a === area && r === role)).toHaveLength(1);
      }
    }
  });

  it.each(TABLE)('%s for %s: %s', (area, role, allowed) => {
    expect(canOpen(role, area)).toBe(allowed);
  });

  it('lets an unknown role open nothing', () => {
    for (const area of AREAS) expect(canOpen('AUDITOR', area)).toBe(false);
    expect(areasFor('')).toEqual([]);
  });

  it('lists the areas of each role in menu order', () => {
    expect(areasFor(APPEAL_OFFICER)).toEqual(['appeals']);
    expect(areasFor(CUSTOMER_SERVICE)).toEqual(['appeals', 'users', 'trading']);
    expect(areasFor(ADMIN)).toEqual([
      'appeals',
      'users',
      'trading',
      'config',
      'operations',
      'audit',
      'staff',
    ]);
  });

  it('finds the area of a path (each area lives at /<area>)', () => {
    for (const area of AREAS) expect(AREA_PATHS[area]).toBe(`/${area}`);
    expect(areaOfPath('/config')).toBe('config');
    expect(areaOfPath('/appeals/42')).toBe('appeals');
    expect(areaOfPath('/configuration')).toBeNull();
    expect(areaOfPath('/')).toBeNull();
  });
});
