/**
 * Broadcast limits and channels, without schemas: screens that only show or choose them load
 * no validation code. The schemas module re-exports them.
 */

export const SMS_MAX_LENGTH = 480;
export const BROADCAST_EMAIL_MAX_LENGTH = 5000;
export const BROADCAST_CHANNELS = ['sms', 'email'] as const;
