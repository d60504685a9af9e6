import { hasPermission } from '@chapter/shared/permissions';
import { toRole } from '@chapter/shared/roles';
import type { Db } from '../db/kysely.ts';
import { isSet } from '../db/sql-values.ts';
import type { Principal } from '../lib/principal.ts';
import { findChannelGroup } from './groups.repository.ts';

/** What the group's settings let each kind of member do in its channel (docs/chapter-channel.md "Who is in it"). */
interface GuestSettings {
  channel_visitors: 'none' | 'read';
  channel_substitutes: 'none' | 'read';
}

/**
 * A role's place in the channel: members and leaders write; visitors and substitutes read when the group lets
 * them, and are not in it otherwise. An unknown role counts as Visitor.
 */
function roleAccess(role: string, isAdmin: boolean, group: GuestSettings): 'write' | 'read' | null {
  if (isAdmin) return 'write';
  const name = toRole(role);
  if (name === 'Visitor') return group.channel_visitors === 'read' ? 'read' : null;
  if (name === 'Substitute') return group.channel_substitutes === 'read' ? 'read' : null;
  return 'write';
}

export const personAccess = (p: { role: string; is_admin: number }, group: GuestSettings) =>
  roleAccess(p.role, isSet(p.is_admin), group);

export interface ChapterAccess {
  groupId: number;
  groupName: string;
  access: 'write' | 'read';
  /** Pins, unpins and deletes anyone's message: send_sms, the permission of leadership announcements. */
  canModerate: boolean;
  settings: GuestSettings;
}

/**
 * The caller's chapter channel: the group of their active membership, if their role may read it there. A
 * platform admin takes part in the channel of the group they belong to, like any member; without a group there
 * is no channel. Undefined means "not yours": every route then answers 404.
 */
export async function chapterAccess(
  db: Db,
  caller: Pick<Principal, 'groupId' | 'role' | 'isAdmin' | 'permissions'>,
): Promise<ChapterAccess | undefined> {
  if (caller.groupId === null) return undefined;
  const group = await findChannelGroup(db, caller.groupId);
  if (!group) return undefined;
  const access = roleAccess(caller.role, caller.isAdmin, group);
  if (!access) return undefined;
  return {
    groupId: group.id,
    groupName: group.name,
    access,
    canModerate: access === 'write' && hasPermission(caller, 'send_sms'),
    settings: group,
  };
}
