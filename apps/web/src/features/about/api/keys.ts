/** The about feature's query keys; both reads are public and live under 'about'. */
export const aboutKeys = {
  all: ['about'] as const,
  changelog: ['about', 'changelog'] as const,
  version: ['about', 'version'] as const,
};
