/**
 * The meetings feature's query keys. Everything starts with 'meetings', so a change that affects meetings in
 * general (an RSVP, a new meeting) invalidates `meetingKeys.all`.
 */
export const meetingKeys = {
  all: ['meetings'] as const,
  range: (from: string, to: string) => ['meetings', 'range', from, to] as const,
  detail: (meetingId: number) => ['meetings', 'detail', meetingId] as const,
  attendance: (meetingId: number) => ['meetings', 'attendance', meetingId] as const,
  /** Prefix of every period report; recording a mark invalidates them all. */
  attendanceReports: ['meetings', 'attendance-report'] as const,
  attendanceReport: (from: string, to: string) => ['meetings', 'attendance-report', from, to] as const,
  calendarFeed: ['meetings', 'calendar-feed'] as const,
  substituteAccounts: ['meetings', 'substitute-accounts'] as const,
  doorSubstitute: (substituteId: number) => ['meetings', 'door-substitute', substituteId] as const,
  // Meeting mode (docs/meeting-mode.md): under the same prefix, so a cancelled or moved meeting refreshes them too.
  agenda: ['meetings', 'agenda'] as const,
  agendaTemplate: ['meetings', 'agenda', 'template'] as const,
  meetingAgenda: (meetingId: number) => ['meetings', 'agenda', 'meeting', meetingId] as const,
  runs: ['meetings', 'run'] as const,
  run: (meetingId: number) => ['meetings', 'run', meetingId] as const,
  runFigures: (meetingId: number, version: number) => ['meetings', 'run', meetingId, 'figures', version] as const,
  rota: ['meetings', 'rota'] as const,
  rotaList: ['meetings', 'rota', 'list'] as const,
  rotaFeature: (meetingId: number) => ['meetings', 'rota', 'feature', meetingId] as const,
  checkInCode: (meetingId: number) => ['meetings', 'check-in-code', meetingId] as const,
};
