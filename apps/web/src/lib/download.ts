/** Hands a file to the browser as a download under the given name (a link clicked in code, then revoked). */
export function saveFile(file: Blob, name: string): void {
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Today's date as a file name part: "roster-2026-11-25.csv". */
export const fileDay = (): string => new Date().toISOString().slice(0, 10);
