/**
 * The speaker rota: the feature presentation of each chapter meeting (docs/meeting-mode.md "Built so far: the rota").
 */
export const speakerRotaRoutes = {
  rota: 'GET /api/speaker-rota',
  assign: 'PUT /api/speaker-rota/:meetingId',
  requestSwap: 'POST /api/speaker-rota/:meetingId/swap',
  acceptSwap: 'POST /api/speaker-rota/:meetingId/swap/accept',
  declineSwap: 'POST /api/speaker-rota/:meetingId/swap/decline',
  withdrawSwap: 'DELETE /api/speaker-rota/:meetingId/swap',
  updateSheet: 'PUT /api/speaker-rota/:meetingId/sheet',
  feature: 'GET /api/meetings/:meetingId/feature',
} as const;
