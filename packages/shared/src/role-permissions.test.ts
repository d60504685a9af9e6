import { describe, expect, it } from 'vitest';
import { diffMatrices, effectivePermissions, permissionMatrix } from './role-permissions.ts';

describe('effectivePermissions', () => {
  it('applies the platform layer, then the group layer; the group wins', () => {
    const overrides = [
      { groupId: 0, role: 'Member', permission: 'send_sms', granted: true },
      { groupId: 7, role: 'Member', permission: 'send_sms', granted: false },
      { groupId: 7, role: 'Member', permission: 'view_members', granted: false },
    ];
    expect(effectivePermissions('Member', overrides, null)).toContain('send_sms');
    expect(effectivePermissions('Member', overrides, 7)).toEqual(['view_meetings', 'view_activity', 'view_group']);
    expect(effectivePermissions('Member', overrides, 8)).toContain('view_members');
  });

  it('never lets a group layer grant platform-only permissions, and keeps Admin whole', () => {
    const overrides = [
      { groupId: 3, role: 'President', permission: 'manage_settings', granted: true },
      { groupId: 0, role: 'Admin', permission: 'send_sms', granted: false },
    ];
    expect(effectivePermissions('President', overrides, 3)).not.toContain('manage_settings');
    expect(effectivePermissions('Admin', overrides, 3)).toContain('send_sms');
  });

  it('diffs two matrices by role', () => {
    const before = permissionMatrix([], null);
    const after = permissionMatrix([{ groupId: 0, role: 'Visitor', permission: 'view_members', granted: true }], null);
    expect(diffMatrices(before, after)).toEqual([{ role: 'Visitor', gained: ['view_members'], lost: [] }]);
  });
});
