import type { Matrix, MatrixKind } from '@chapter/shared/scorecard.schemas';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Who gave referrals to (or met) whom over six months (leaders). */
export function useMatrix(kind: MatrixKind, enabled: boolean) {
  return useQuery({
    queryKey: ['scorecard', 'matrix', kind],
    queryFn: ({ signal }) => apiRequest<Matrix>(`/api/scorecard/matrix?kind=${kind}`, { signal }),
    enabled,
  });
}
