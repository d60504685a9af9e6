import type { ImportRequest, ImportResult } from '@chapter/shared/lifecycle.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshMembers } from './refresh.ts';

const commitImport = (body: ImportRequest) => apiRequest<ImportResult>('/api/members/import', { method: 'POST', body });

export function useCommitImport() {
  return useMutation({ mutationFn: commitImport, onSuccess: refreshMembers });
}
