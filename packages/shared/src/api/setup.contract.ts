import { z } from 'zod';
import { email, messageResponse } from '../auth.schemas.ts';
import type { ContractFor } from './define.ts';
import { setupRoutes as r, type setupRoutes } from './setup.routes.ts';

const tokenParams = z.object({ token: z.string().min(10).max(200) });

export const setupContract = {
  [r.check]: { params: tokenParams, response: z.object({ valid: z.boolean() }) },
  [r.complete]: {
    params: tokenParams,
    body: z.strictObject({ name: z.string().trim().min(1).max(120), email, password: z.string().min(1).max(1024) }),
    status: 201,
    response: messageResponse,
  },
} as const satisfies ContractFor<typeof setupRoutes>;
