/** The audit log's filters (part of its query key); empty ones are left out of the query string. */
export interface AuditFilters {
  actorId: string;
  action: string;
  targetType: string;
  targetId: string;
  from: string;
  to: string;
}

/**
 * The admin tools' query keys (outbox, dashboard, audit log). Everything starts with 'admin-tools'; a test
 * e-mail invalidates every outbox page through `adminToolsKeys.outbox`.
 */
export const adminToolsKeys = {
  all: ['admin-tools'] as const,
  outbox: ['admin-tools', 'outbox'] as const,
  outboxPage: (kind: string, status: string) => ['admin-tools', 'outbox', kind, status] as const,
  outboxMessage: (id: number) => ['admin-tools', 'outbox-message', id] as const,
  dashboard: (groupId: number | undefined) => ['admin-tools', 'dashboard', groupId] as const,
  audit: (filters: AuditFilters) => ['admin-tools', 'audit', filters] as const,
};
