import { membersRoutes } from '@chapter/shared/api/members.routes';
import type { ImportRequest } from '@chapter/shared/lifecycle.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { refreshMembers } from './refresh.ts';

const commitImport = (body: ImportRequest) => api(membersRoutes.commitImport, { body });

export function useCommitImport() {
  return useMutation({ mutationFn: commitImport, onSuccess: refreshMembers });
}
