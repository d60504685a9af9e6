import {
  chapterOverridesBody,
  chapterRulesQuery,
  chapterRulesResponse,
  organisationRulesBody,
  organisationRulesView,
} from '../chapter-rules.schemas.ts';
import { type chapterRulesRoutes, chapterRulesRoutes as r } from './chapter-rules.routes.ts';
import type { ContractFor } from './define.ts';

export const chapterRulesContract = {
  [r.get]: { query: chapterRulesQuery, response: chapterRulesResponse },
  [r.organisation]: { body: organisationRulesBody, response: organisationRulesView },
  [r.chapter]: { query: chapterRulesQuery, body: chapterOverridesBody, response: chapterRulesResponse },
} as const satisfies ContractFor<typeof chapterRulesRoutes>;
