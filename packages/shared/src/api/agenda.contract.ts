import {
  agendaTemplateQuery,
  agendaTemplateResponse,
  meetingAgendaParams,
  meetingAgendaResponse,
  updateAgendaTemplateRequest,
  updateMeetingAgendaRequest,
} from '../agenda.schemas.ts';
import { type agendaRoutes, agendaRoutes as r } from './agenda.routes.ts';
import type { ContractFor } from './define.ts';

export const agendaContract = {
  [r.template]: { query: agendaTemplateQuery, response: agendaTemplateResponse },
  [r.updateTemplate]: { body: updateAgendaTemplateRequest, response: agendaTemplateResponse },
  [r.meetingAgenda]: { params: meetingAgendaParams, response: meetingAgendaResponse },
  [r.updateMeetingAgenda]: {
    params: meetingAgendaParams,
    body: updateMeetingAgendaRequest,
    response: meetingAgendaResponse,
  },
  [r.resetMeetingAgenda]: { params: meetingAgendaParams, response: meetingAgendaResponse },
} satisfies ContractFor<typeof agendaRoutes>;
