import type { RouteKey } from './define.ts';
import { meetingsContract } from './meetings.contract.ts';

/** Every API route's schemas by key: the server registers and validates from it; the web is typed from it. */
export const contract = {
  ...meetingsContract,
} as const;

export type Contract = typeof contract;
export type ContractKey = keyof Contract & RouteKey;

