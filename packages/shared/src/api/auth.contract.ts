import { z } from 'zod';
import {
  changePasswordRequest,
  firstPasswordRequest,
  loginLinkResponse,
  loginRequest,
  loginResponse,
  messageResponse,
  registerRequest,
  renewTokenResponse,
  resetCompleteRequest,
  resetRequest,
  verifyTokenResponse,
} from '../auth.schemas.ts';
import { type authRoutes, authRoutes as r } from './auth.routes.ts';
import type { ContractFor } from './define.ts';

export const authContract = {
  [r.login]: { body: loginRequest, response: loginResponse },
  [r.register]: { body: registerRequest, status: 201, response: messageResponse },
  [r.logout]: { response: messageResponse },
  [r.verifyToken]: { response: verifyTokenResponse },
  [r.renewToken]: { response: renewTokenResponse },
  [r.requestReset]: { body: resetRequest, response: messageResponse },
  [r.completeReset]: {
    params: z.object({ token: z.string().min(10).max(200) }),
    body: resetCompleteRequest,
    response: messageResponse,
  },
  [r.changePassword]: { body: changePasswordRequest, response: messageResponse },
  [r.redeemLoginLink]: { params: z.object({ token: z.string().min(10).max(200) }), response: loginLinkResponse },
  [r.setFirstPassword]: { body: firstPasswordRequest, response: messageResponse },
} as const satisfies ContractFor<typeof authRoutes>;
