import { meetingAgendaParams } from '../agenda.schemas.ts';
import { meetingRunResponse, runCommandRequest, runFiguresResponse, runLeadRequest } from '../meeting-run.schemas.ts';
import type { ContractFor } from './define.ts';
import { type meetingRunRoutes, meetingRunRoutes as r } from './meeting-run.routes.ts';

export const meetingRunContract = {
  [r.run]: { params: meetingAgendaParams, response: meetingRunResponse },
  [r.command]: { params: meetingAgendaParams, body: runCommandRequest, response: meetingRunResponse },
  [r.lead]: { params: meetingAgendaParams, body: runLeadRequest, response: meetingRunResponse },
  [r.figures]: { params: meetingAgendaParams, response: runFiguresResponse },
} satisfies ContractFor<typeof meetingRunRoutes>;
