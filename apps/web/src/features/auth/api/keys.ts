/** The auth feature's query keys. */
export const authKeys = {
  /** Whether a one-time first-administrator link still works; checked afresh on every visit. */
  setupLink: (token: string) => ['setup-link', token] as const,
};
