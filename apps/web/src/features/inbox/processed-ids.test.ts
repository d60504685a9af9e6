import { PROCESSED_IDS_KEEP, PROCESSED_IDS_MAX, ProcessedIds } from './processed-ids.ts';

describe('processed-message ids', () => {
  it('accepts an id once and refuses it after', () => {
    const ids = new ProcessedIds();
    expect(ids.add(7)).toBe(true);
    expect(ids.add(7)).toBe(false);
    expect(ids.has(7)).toBe(true);
    expect(ids.has(8)).toBe(false);
  });

  it('leaves the set alone up to 500 ids', () => {
    const ids = new ProcessedIds();
    for (let i = 1; i <= PROCESSED_IDS_MAX; i++) ids.add(i);
    ids.trim();
    expect(ids.size).toBe(PROCESSED_IDS_MAX);
  });

  it('keeps the latest 200 once over 500', () => {
    const ids = new ProcessedIds();
    for (let i = 1; i <= PROCESSED_IDS_MAX + 1; i++) ids.add(i);
    ids.trim();
    expect(ids.size).toBe(PROCESSED_IDS_KEEP);
    expect(ids.has(PROCESSED_IDS_MAX + 1 - PROCESSED_IDS_KEEP)).toBe(false);
    expect(ids.has(PROCESSED_IDS_MAX + 2 - PROCESSED_IDS_KEEP)).toBe(true);
    expect(ids.has(PROCESSED_IDS_MAX + 1)).toBe(true);
  });
});
