import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

/** Fetches the group's activity CSV (with the bearer token, so not a plain link) and hands it over as a download. */
async function exportActivity(filters: Record<string, string | undefined>): Promise<void> {
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(filters)) if (v) params.set(k, v);
  const query = params.size > 0 ? `?${params}` : '';
  const csv = await apiRequest<string>(`/api/activities/export.csv${query}`);
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `activity-${new Date().toISOString().slice(0, 10)}.csv`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useExportActivity() {
  return useMutation({ mutationFn: exportActivity });
}
