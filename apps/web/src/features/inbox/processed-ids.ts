/** The processed-message id set is trimmed to the latest 200 when it holds more than 500. */
export const PROCESSED_IDS_MAX = 500;
export const PROCESSED_IDS_KEEP = 200;
/** How often the set is checked. */
export const PROCESSED_IDS_CHECK_MS = 30 * 60_000;

/**
 * Message ids this tab has already applied. A message reaches a client on inbox:{me} and on
 * conversation:{id}, and again when a reconnect replays history: only the first arrival may count.
 */
export class ProcessedIds {
  // A Set iterates in insertion order, so the oldest ids come first when trimming.
  private readonly ids = new Set<number>();

  has(id: number): boolean {
    return this.ids.has(id);
  }

  /** Records the id; false when it was already there (the caller then ignores the message). */
  add(id: number): boolean {
    if (this.ids.has(id)) return false;
    this.ids.add(id);
    return true;
  }

  get size(): number {
    return this.ids.size;
  }

  /** Keeps only the latest PROCESSED_IDS_KEEP ids once the set has grown past PROCESSED_IDS_MAX. */
  trim(): void {
    if (this.ids.size <= PROCESSED_IDS_MAX) return;
    const drop = this.ids.size - PROCESSED_IDS_KEEP;
    let i = 0;
    for (const id of this.ids) {
      if (i++ >= drop) break;
      this.ids.delete(id);
    }
  }
}
