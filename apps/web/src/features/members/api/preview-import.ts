import { membersRoutes } from '@chapter/shared/api/members.routes';
import type { ImportRequest } from '@chapter/shared/lifecycle.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

const previewImport = (body: ImportRequest) => api(membersRoutes.previewImport, { body });

export function usePreviewImport() {
  return useMutation({ mutationFn: previewImport });
}
