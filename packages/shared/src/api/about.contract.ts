import { changelogResponse, versionResponse } from '../support.schemas.ts';
import { type aboutRoutes, aboutRoutes as r } from './about.routes.ts';
import type { ContractFor } from './define.ts';

export const aboutContract = {
  [r.changelog]: { response: changelogResponse },
  [r.version]: { response: versionResponse },
} as const satisfies ContractFor<typeof aboutRoutes>;
