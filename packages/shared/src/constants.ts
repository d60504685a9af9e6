/** Business constants and limits. */
export const CLIENT_VERSION = '3.4.0';
export const GROUP_CODE_PATTERN = /^\d{6}$/;
export const DEFAULT_RATE_LIMIT_WAIT_SECONDS = 900;

export const TOAST_LIMIT = 3;
export const TOAST_REMOVE_DELAY_MS = 3000;
export const TOAST_DURATION_MS = 5000;
export const TOAST_SWIPE_THRESHOLD = 50;

export const SESSION_STALE_MS = 5 * 60_000;
export const SESSION_GC_MS = 10 * 60_000;
export const QUERY_STALE_MS = 5 * 60_000;
export const UNREAD_COUNTS_STALE_MS = 30_000;

export const RESET_REDIRECT_MS = 3000;
export const UPDATE_COUNTDOWN_MS = 30_000;
export const UPDATE_TICK_MS = 50;
export const CONNECTION_BANNER_HIDE_MS = 2000;

export const BADGE_CAP = 999;
export const SIDEBAR_INBOX_BADGE_CAP = 9999;

export const HEADER_HEIGHT = 64;
export const HEADER_HEIGHT_SHORT = 56;
export const HEADER_SCROLL_DELTA = 10;
export const MOBILE_BREAKPOINT = 768;

export const AVATAR_SIZES = [96, 256, 512] as const;
export const RESET_TOKEN_TTL_MS = 60 * 60_000;
/** A visitor's one-time sign-in link lasts a day: long enough to open the e-mail, short enough to go stale. */
export const LOGIN_LINK_TTL_MS = 24 * 60 * 60_000;

/** Text of a capped badge: 1000 → '999+'. */
export function badgeText(count: number, cap: number = BADGE_CAP): string {
  return count > cap ? `${cap}+` : String(count);
}

/** Items in home's recent activity card, and the skeleton rows that hold their place. */
export const RECENT_ACTIVITY_LIMIT = 10;
