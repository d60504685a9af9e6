import type { VisitorStatus } from '@chapter/shared/visitors.labels';

/** A status as the `statusName` message chooses it: an ICU choice cannot hold a hyphen ("no-show"). */
export const statusChoice = (status: VisitorStatus): string => (status === 'no-show' ? 'noShow' : status);
