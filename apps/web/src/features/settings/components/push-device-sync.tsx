import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { settingsQuery } from '../../../lib/settings-query.ts';
import { currentPermission, pushSupport } from '../push-permission.ts';
import { subscribeThisDevice } from '../push-subscription.ts';

/**
 * Keeps this device subscribed while the member's push setting is on and the browser allows notifications: a new
 * sign-in, or a phone where the setting was turned on elsewhere, starts receiving pushes without a visit to
 * Settings. Once per signed-in member: a change made on this device's Settings screen subscribes or unsubscribes
 * there. Renders nothing.
 */
export function PushDeviceSync({ userId }: { userId: number }) {
  const settings = useQuery(settingsQuery()).data;
  const push = settings?.notifications.push;
  const synced = useRef<number | null>(null);
  useEffect(() => {
    // Decided on the member's settings as first loaded; later changes are the Settings screen's to act on.
    if (push === undefined || synced.current === userId) return;
    synced.current = userId;
    if (!push || pushSupport() !== 'supported' || currentPermission() !== 'granted') return;
    void subscribeThisDevice().catch(() => undefined);
  }, [push, userId]);
  return null;
}
