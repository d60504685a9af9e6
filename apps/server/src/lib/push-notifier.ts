import type { PushPayload } from '@chapter/shared/push.schemas';

/**
 * What a feature needs to alert a member's devices (modules/push implements it): a push sent after the change is
 * answered, to the member's signed-in devices, when their push setting is on (docs/installable-app.md).
 */
export interface PushNotifier {
  notifyLater(userId: number, payload: PushPayload): void;
}
