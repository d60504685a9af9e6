import {
  checkInCodeParams,
  checkInCodeResponse,
  checkInParams,
  checkInResponse,
  visitorCheckInRequest,
  visitorCheckInResponse,
} from '../check-in.schemas.ts';
import { type checkInRoutes, checkInRoutes as r } from './check-in.routes.ts';
import type { ContractFor } from './define.ts';

export const checkInContract = {
  [r.code]: { params: checkInCodeParams, response: checkInCodeResponse },
  [r.checkIn]: { params: checkInParams, response: checkInResponse },
  [r.visitor]: { params: checkInParams, body: visitorCheckInRequest, status: 201, response: visitorCheckInResponse },
} satisfies ContractFor<typeof checkInRoutes>;
