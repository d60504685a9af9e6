import type { ContractKey } from '@chapter/shared/api/contract';
import { type ApiInput, api } from '../../../lib/api.ts';

/** Fetches an authenticated file (ICS, CSV) named by its route and hands it to the browser as a download. */
export async function downloadFile<K extends ContractKey>(
  key: K,
  input: ApiInput<K>,
  fileName: string,
  type: string,
): Promise<void> {
  const text = await (api as (k: K, i: object) => Promise<unknown>)(key, { ...(input as object), errorToast: true });
  const url = URL.createObjectURL(new Blob([String(text)], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
