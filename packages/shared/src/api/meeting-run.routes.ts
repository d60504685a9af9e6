/** The meeting's run (docs/meeting-mode.md "The run"): read by the chapter, driven by its leaders. */
export const meetingRunRoutes = {
  run: 'GET /api/meetings/:meetingId/run',
  command: 'POST /api/meetings/:meetingId/run',
  lead: 'PUT /api/meetings/:meetingId/run/lead',
  figures: 'GET /api/meetings/:meetingId/run/figures',
} as const;
