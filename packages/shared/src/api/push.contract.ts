import {
  pushKeyResponse,
  pushSubscribeRequest,
  pushSubscriptionResponse,
  pushUnsubscribeRequest,
} from '../push.schemas.ts';
import type { ContractFor } from './define.ts';
import { type pushRoutes, pushRoutes as r } from './push.routes.ts';

export const pushContract = {
  [r.key]: { response: pushKeyResponse },
  [r.subscribe]: { body: pushSubscribeRequest, response: pushSubscriptionResponse },
  [r.unsubscribe]: { body: pushUnsubscribeRequest, response: pushSubscriptionResponse },
} as const satisfies ContractFor<typeof pushRoutes>;
