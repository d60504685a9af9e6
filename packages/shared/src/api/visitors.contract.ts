import {
  applyMembershipRequest,
  applyMembershipResponse,
  invitationAnswerRequest,
  invitationAnswerResult,
  invitationParams,
  invitationQuery,
  inviteVisitorRequest,
  myVisit,
  updateVisitorRequest,
  visitor,
  visitorParams,
  visitorsPage,
  visitorsQuery,
} from '../visitors.schemas.ts';
import type { ContractFor } from './define.ts';
import { visitorsRoutes as r, type visitorsRoutes } from './visitors.routes.ts';

export const visitorsContract = {
  [r.list]: { query: visitorsQuery, response: visitorsPage },
  [r.mine]: { response: myVisit },
  [r.invite]: { body: inviteVisitorRequest, status: 201, response: visitor },
  [r.update]: { params: visitorParams, body: updateVisitorRequest, response: visitor },
  [r.apply]: { body: applyMembershipRequest, response: applyMembershipResponse },
  /** The e-mailed link: a 303 redirect to the web's answer screen, not a JSON answer. */
  [r.landing]: { params: invitationParams, query: invitationQuery },
  [r.answer]: { params: invitationParams, body: invitationAnswerRequest, response: invitationAnswerResult },
} as const satisfies ContractFor<typeof visitorsRoutes>;
