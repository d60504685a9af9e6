import { describe, expect, it } from 'vitest';
import {
  ADMIN_AREA_PERMISSIONS,
  DEFAULT_ROLE_PERMISSIONS,
  isLeadership,
  PERMISSIONS,
  ROLES,
  roleRank,
  toRole,
} from './roles.ts';

describe('roles', () => {
  it('ranks the eight roles 1 to 8', () => {
    expect(ROLES.map(roleRank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(roleRank('Admin')).toBe(1);
    expect(roleRank('Secretary Treasurer')).toBe(5);
    expect(roleRank('Substitute')).toBe(8);
  });

  it('treats an unknown or missing role as Visitor', () => {
    expect(toRole('Chief Wizard')).toBe('Visitor');
    expect(toRole(null)).toBe('Visitor');
    expect(toRole(undefined)).toBe('Visitor');
    expect(toRole('president')).toBe('Visitor');
    expect(toRole('Board Member')).toBe('Board Member');
    expect(roleRank('Chief Wizard')).toBe(7);
    expect(isLeadership('Chief Wizard')).toBe(false);
  });

  it('counts the first five roles as leadership', () => {
    expect(ROLES.filter((r) => isLeadership(r))).toEqual([
      'Admin',
      'President',
      'Vice President',
      'Board Member',
      'Secretary Treasurer',
    ]);
    expect(isLeadership(null)).toBe(false);
  });

  it('lists the 17 permission names and uses only those in role defaults', () => {
    expect(PERMISSIONS).toHaveLength(17);
    for (const perms of Object.values(DEFAULT_ROLE_PERMISSIONS)) {
      for (const p of perms) expect(PERMISSIONS).toContain(p);
    }
    expect(DEFAULT_ROLE_PERMISSIONS.Admin).toEqual(PERMISSIONS);
    expect(DEFAULT_ROLE_PERMISSIONS.Substitute).toEqual([]);
    expect([...DEFAULT_ROLE_PERMISSIONS.Visitor].sort()).toEqual(['view_group', 'view_meetings']);
    expect(DEFAULT_ROLE_PERMISSIONS.President).not.toContain('manage_groups');
    expect(DEFAULT_ROLE_PERMISSIONS.Member.some((p) => ADMIN_AREA_PERMISSIONS.includes(p))).toBe(false);
  });
});
