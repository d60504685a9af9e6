import { describe, expect, it } from 'vitest';
import { hasAllPermissions, hasAnyPermission, hasPermission, meetsRequirement } from './permissions.ts';

const member = { permissions: ['view_meetings', 'view_members'] };
const admin = { isAdmin: true, permissions: [] };

describe('permission checks', () => {
  it('checks one permission', () => {
    expect(hasPermission(member, 'view_members')).toBe(true);
    expect(hasPermission(member, 'manage_members')).toBe(false);
  });

  it('checks any of a list', () => {
    expect(hasAnyPermission(member, ['manage_members', 'view_members'])).toBe(true);
    expect(hasAnyPermission(member, ['manage_members', 'send_sms'])).toBe(false);
    expect(hasAnyPermission(member, [])).toBe(false);
  });

  it('checks all of a list', () => {
    expect(hasAllPermissions(member, ['view_meetings', 'view_members'])).toBe(true);
    expect(hasAllPermissions(member, ['view_meetings', 'manage_members'])).toBe(false);
  });

  it('lets isAdmin pass every check, whatever the list holds', () => {
    expect(hasPermission(admin, 'manage_groups')).toBe(true);
    expect(hasAnyPermission(admin, ['send_sms'])).toBe(true);
    expect(hasAllPermissions(admin, ['send_sms', 'manage_settings'])).toBe(true);
    expect(meetsRequirement(admin, { allOf: ['manage_groups'] })).toBe(true);
    expect(hasPermission({ isAdmin: false, permissions: [] }, 'view_members')).toBe(false);
  });

  it('reads a requirement of one, any or all', () => {
    expect(meetsRequirement(member, { permission: 'view_meetings' })).toBe(true);
    expect(meetsRequirement(member, { permission: 'send_sms' })).toBe(false);
    expect(meetsRequirement(member, { anyOf: ['send_sms', 'view_meetings'] })).toBe(true);
    expect(meetsRequirement(member, { allOf: ['send_sms', 'view_meetings'] })).toBe(false);
    expect(meetsRequirement(member, { allOf: ['view_members', 'view_meetings'] })).toBe(true);
  });
});
