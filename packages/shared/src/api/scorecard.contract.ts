import {
  chapterCardQuery,
  chapterCardResponse,
  comparisonBody,
  comparisonResponse,
} from '../chapter-scorecard.schemas.ts';
import { userParams } from '../members.schemas.ts';
import {
  funnelQuery,
  funnelResponse,
  groupLightsResponse,
  groupQuery,
  matrixQuery,
  matrixResponse,
  memberSummaryResponse,
  pendingActionsResponse,
  recentActivityResponse,
  scorecardQuery,
  scorecardResponse,
} from '../scorecard.schemas.ts';
import { atRiskQuery, atRiskResponse, warningsResponse } from '../scorecard-warnings.schemas.ts';
import type { ContractFor } from './define.ts';
import { scorecardRoutes as r, type scorecardRoutes } from './scorecard.routes.ts';

export const scorecardContract = {
  [r.me]: { query: scorecardQuery, response: scorecardResponse },
  [r.member]: { params: userParams, response: memberSummaryResponse },
  [r.group]: { query: groupQuery, response: groupLightsResponse },
  [r.matrix]: { query: matrixQuery, response: matrixResponse },
  [r.recent]: { response: recentActivityResponse },
  [r.pending]: { response: pendingActionsResponse },
  [r.funnel]: { query: funnelQuery, response: funnelResponse },
  [r.warnings]: { response: warningsResponse },
  [r.atRisk]: { query: atRiskQuery, response: atRiskResponse },
  [r.chapter]: { query: chapterCardQuery, response: chapterCardResponse },
  [r.chapterComparison]: { body: comparisonBody, response: comparisonResponse },
} as const satisfies ContractFor<typeof scorecardRoutes>;
