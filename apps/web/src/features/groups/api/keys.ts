/** The groups feature's query keys; everything starts with 'groups', so a change invalidates `groupKeys.all`. */
export const groupKeys = {
  all: ['groups'] as const,
  list: (q: string) => ['groups', 'list', q] as const,
  detail: (groupId: number) => ['groups', 'detail', groupId] as const,
  roles: (groupId: number | null) => ['groups', 'roles', groupId] as const,
};
