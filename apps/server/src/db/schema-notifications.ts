/** The notification list (migration 0023, docs/notifications.md); column conventions in column-types.ts. */
import type { NotificationKind } from '@chapter/shared/notifications.labels';
import type { Generated } from 'kysely';
import type { Timestamp } from './column-types.ts';

export interface NotificationTable {
  id: Generated<number>;
  /** Whose list it is on. */
  user_id: number;
  kind: NotificationKind;
  /** Who and what, as the push says it. */
  title: string;
  body: string;
  /** The app screen that shows the record. */
  link: string;
  created_at: Timestamp;
  read_at: Timestamp | null;
}
