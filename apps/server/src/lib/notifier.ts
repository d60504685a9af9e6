import type { NotificationKind } from '@chapter/shared/notifications.labels';

/** What a member is told: the same words go on their notification list and to their devices. */
export interface Notice {
  kind: NotificationKind;
  title: string;
  body: string;
  /** The app screen that shows the record. */
  link: string;
  /** The push's tag: a newer push with the same tag replaces the older one on a device. */
  tag: string;
}

/** Members told the same notice. */
export interface Telling {
  to: readonly number[];
  notice: Notice;
}

/**
 * How a feature tells members of something (modules/notifications implements it): a row on each member's
 * notification list, published live to their open apps, and a push to their devices when their push setting is
 * on (docs/notifications.md). Called after the change is stored; never throws.
 */
export interface Notifier {
  notify(userIds: readonly number[], notice: Notice): Promise<void>;
  /** Several notices from one change (a record's receiver and its approvers), stored by one insert. */
  notifyEach(tellings: readonly Telling[]): Promise<void>;
}
