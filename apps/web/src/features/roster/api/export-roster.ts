import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Fetches the roster CSV (with the bearer token, so not a plain link) and hands it to the browser as a download. */
async function exportRoster(status: string): Promise<void> {
  const query = status ? `?status=${encodeURIComponent(status)}` : '';
  const csv = await apiRequest<string>(`/api/members/export.csv${query}`);
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `roster-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useExportRoster() {
  return useMutation({ mutationFn: exportRoster });
}
