import { settingsSchema, settingUpdateRequest } from '../settings.schemas.ts';
import type { ContractFor } from './define.ts';
import { settingsRoutes as r, type settingsRoutes } from './settings.routes.ts';

export const settingsContract = {
  [r.get]: { response: settingsSchema },
  [r.update]: { body: settingUpdateRequest, response: settingsSchema },
  [r.reset]: { response: settingsSchema },
} as const satisfies ContractFor<typeof settingsRoutes>;
