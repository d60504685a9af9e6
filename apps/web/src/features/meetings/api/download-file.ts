import { apiRequest } from '../../../lib/api-client.ts';

/** Fetches an authenticated file (ICS, CSV) and hands it to the browser as a download. */
export async function downloadFile(path: string, fileName: string, type: string): Promise<void> {
  const text = await apiRequest<string>(path, { errorToast: true });
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
