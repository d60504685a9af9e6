import type { ImportPreview, ImportRequest } from '@chapter/shared/lifecycle.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

const previewImport = (body: ImportRequest) =>
  apiRequest<ImportPreview>('/api/members/import/preview', { method: 'POST', body });

export function usePreviewImport() {
  return useMutation({ mutationFn: previewImport });
}
