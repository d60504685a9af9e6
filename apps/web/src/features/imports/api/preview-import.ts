import { importsRoutes } from '@chapter/shared/api/imports.routes';
import type { HistoryImportRequest } from '@chapter/shared/imports.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

const previewImport = (body: HistoryImportRequest) => api(importsRoutes.preview, { body });

/** The server's plan for a file: every row's outcome, the mapping and the names to match (docs/imports.md). */
export function usePreviewImport() {
  return useMutation({ mutationFn: previewImport });
}
