import { scorecardRoutes } from '@chapter/shared/api/scorecard.routes';
import type { MatrixKind } from '@chapter/shared/scorecard.schemas';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { scorecardKeys } from './keys.ts';

/** Who gave referrals to (or met) whom over six months (leaders). */
export function useMatrix(kind: MatrixKind, enabled: boolean) {
  return useQuery({
    queryKey: scorecardKeys.matrix(kind),
    queryFn: ({ signal }) => api(scorecardRoutes.matrix, { query: { kind }, signal }),
    enabled,
  });
}
