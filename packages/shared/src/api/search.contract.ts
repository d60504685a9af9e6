import { searchQuery, searchResponse } from '../search.schemas.ts';
import type { ContractFor } from './define.ts';
import { searchRoutes as r, type searchRoutes } from './search.routes.ts';

export const searchContract = {
  [r.search]: { query: searchQuery, response: searchResponse },
} as const satisfies ContractFor<typeof searchRoutes>;
