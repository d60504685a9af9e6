import { z } from 'zod';

/** GET /api/push/key: the server's VAPID public key, which a browser needs to subscribe. */
export const pushKeyResponse = z.object({ publicKey: z.string() });

/** A browser's PushSubscription as `subscription.toJSON()` gives it. */
export const pushSubscribeRequest = z.object({
  endpoint: z.string().url().max(2000),
  keys: z.object({ p256dh: z.string().min(1).max(200), auth: z.string().min(1).max(100) }),
});

export const pushUnsubscribeRequest = z.strictObject({ endpoint: z.string().max(2000) });

export const pushSubscriptionResponse = z.object({ subscribed: z.boolean() });

/** What a push carries to the service worker: the notification's words and the screen a tap opens. */
export const pushPayload = z.object({ title: z.string(), body: z.string(), url: z.string(), tag: z.string() });
export type PushPayload = z.infer<typeof pushPayload>;
