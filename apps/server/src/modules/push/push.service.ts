import type { PushPayload } from '@chapter/shared/push.schemas';
import webpush from 'web-push';
import { validationError } from '../../lib/app-error.ts';
import type { AppContext } from '../../lib/context.ts';
import type { Principal } from '../../lib/principal.ts';
import type { PushNotifier } from '../../lib/push-notifier.ts';
import { deleteSubscription, type StoredSubscription, saveSubscription, selectDeliverable } from './push.repository.ts';
import { endpointProblem } from './push-services.ts';

/** How long a push service holds a push for a device that is off: a day-old alert is no longer news. */
const TTL_SECONDS = 12 * 3600;

/**
 * Devices a member may receive pushes on: a phone, a tablet and a few browsers, with room for old ones not yet
 * cleaned up. One push costs one request per device, so this bounds what a single message sets off.
 */
export const PUSH_DEVICES_PER_MEMBER = 10;

/**
 * Web Push (docs/installable-app.md): devices subscribe with the server's VAPID key; a push goes to every device
 * of the member that is still signed in, when the member's push setting is on. Only browsers' push services are
 * ever called (push-services.ts), one subscription per signed-in device and at most PUSH_DEVICES_PER_MEMBER per
 * member. A device the push service says is gone (404 or 410) is forgotten. A push is sent by the process that
 * handled the change, once.
 */
export class PushService implements PushNotifier {
  /** Pushes under way: the request that caused one does not wait for the push service. */
  private readonly pending = new Set<Promise<unknown>>();

  constructor(private readonly ctx: AppContext) {}

  /** Sends in the background, after the change was answered. */
  notifyLater(userId: number, payload: PushPayload): void {
    const sending = this.notify(userId, payload).finally(() => this.pending.delete(sending));
    this.pending.add(sending);
  }

  /** Waits for the pushes under way (shutdown and tests). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  key(): { publicKey: string } {
    return { publicKey: this.ctx.config.vapid.publicKey };
  }

  async subscribe(caller: Principal, sub: StoredSubscription): Promise<{ subscribed: boolean }> {
    const problem = endpointProblem(sub.endpoint, this.ctx.config.push.testServiceOrigins);
    if (problem) throw validationError('Invalid push subscription', [{ field: 'endpoint', message: problem }]);
    await saveSubscription(this.ctx.db, {
      ...sub,
      userId: caller.userId,
      sessionId: caller.sessionId,
      now: this.ctx.clock.now(),
      maxPerMember: PUSH_DEVICES_PER_MEMBER,
    });
    return { subscribed: true };
  }

  async unsubscribe(caller: Principal, endpoint: string): Promise<{ subscribed: boolean }> {
    await deleteSubscription(this.ctx.db, endpoint, caller.userId);
    return { subscribed: false };
  }

  /** Sends a push to the member's signed-in devices; returns how many accepted it. Never throws. */
  async notify(userId: number, payload: PushPayload): Promise<number> {
    try {
      const devices = await selectDeliverable(this.ctx.db, userId, this.ctx.clock.now(), PUSH_DEVICES_PER_MEMBER);
      const sent = await Promise.all(devices.map((device) => this.send(device, payload)));
      return sent.filter(Boolean).length;
    } catch (err) {
      this.ctx.log.warn({ err, userId }, 'push failed');
      return 0;
    }
  }

  private async send(device: StoredSubscription, payload: PushPayload): Promise<boolean> {
    const { publicKey, privateKey, subject } = this.ctx.config.vapid;
    const { testServiceOrigins, timeoutMs } = this.ctx.config.push;
    // Rows stored before endpoints were checked are checked again: such an endpoint is never called, and forgotten.
    if (endpointProblem(device.endpoint, testServiceOrigins)) {
      this.ctx.log.warn({ endpoint: hostOf(device.endpoint) }, 'push endpoint not a browser push service: forgotten');
      await deleteSubscription(this.ctx.db, device.endpoint);
      return false;
    }
    try {
      // web-push encrypts and signs; the request goes out through fetch, which also reaches a plain-HTTP test service.
      const request = webpush.generateRequestDetails(
        { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
        JSON.stringify(payload),
        { vapidDetails: { subject, publicKey, privateKey }, TTL: TTL_SECONDS },
      );
      const res = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ? new Uint8Array(request.body) : null,
        // A push service answers where it was asked: a redirect (perhaps to an address inside our network) is a
        // failure, never followed.
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      });
      await res.body?.cancel();
      if (res.ok) return true;
      // The device unsubscribed or the subscription expired: it will never take a push again.
      if (res.status === 404 || res.status === 410) await deleteSubscription(this.ctx.db, device.endpoint);
      else this.ctx.log.warn({ status: res.status, endpoint: hostOf(device.endpoint) }, 'push refused');
      return false;
    } catch (err) {
      this.ctx.log.warn({ err: String(err), endpoint: hostOf(device.endpoint) }, 'push not delivered');
      return false;
    }
  }
}

/** Where a push went, for the log: the service's host, never the device's secret path. */
function hostOf(endpoint: string): string {
  try {
    return new URL(endpoint).host;
  } catch {
    return 'not a URL';
  }
}
