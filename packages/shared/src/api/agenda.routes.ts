/** The weekly meeting's agenda: the chapter's template and each meeting's own copy (docs/meeting-mode.md). */
export const agendaRoutes = {
  template: 'GET /api/agenda/template',
  updateTemplate: 'PUT /api/agenda/template',
  meetingAgenda: 'GET /api/meetings/:meetingId/agenda',
  updateMeetingAgenda: 'PUT /api/meetings/:meetingId/agenda',
  resetMeetingAgenda: 'DELETE /api/meetings/:meetingId/agenda',
} as const;
