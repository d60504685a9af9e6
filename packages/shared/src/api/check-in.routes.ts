/** Check-in by QR code (docs/meeting-mode.md "Check-in without the Secretary"). */
export const checkInRoutes = {
  /** The projector's code for a meeting, for its leaders. */
  code: 'GET /api/meetings/:meetingId/check-in-code',
  /** A signed-in member who scanned the code marks themselves present or late. */
  checkIn: 'POST /api/check-in/:code',
  /** A visitor who scanned the code signs in for the meeting, without an account. */
  visitor: 'POST /api/check-in/:code/visitor',
} as const;
