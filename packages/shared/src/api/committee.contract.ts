import {
  applicationDecisionRequest,
  checkInRequest,
  committeeApplicationDetail,
  committeeApplicationsResponse,
  committeeMemberParams,
  messageResponse,
  noteRequest,
  notesResponse,
  reviewDecisionRequest,
  reviewHistoryResponse,
  reviewsResponse,
  seatRequest,
  seatsQuery,
  seatsResponse,
  voteRequest,
} from '../committee.schemas.ts';
import { type committeeRoutes, committeeRoutes as r } from './committee.routes.ts';
import type { ContractFor } from './define.ts';

const params = committeeMemberParams;

export const committeeContract = {
  [r.seats]: { query: seatsQuery, response: seatsResponse },
  [r.setSeat]: { params, body: seatRequest, response: messageResponse },
  [r.applications]: { response: committeeApplicationsResponse },
  [r.application]: { params, response: committeeApplicationDetail },
  [r.discuss]: { params, body: noteRequest, status: 201, response: messageResponse },
  [r.vote]: { params, body: voteRequest, response: messageResponse },
  [r.decide]: { params, body: applicationDecisionRequest, response: messageResponse },
  [r.notes]: { params, response: notesResponse },
  [r.addNote]: { params, body: noteRequest, status: 201, response: messageResponse },
  [r.reviews]: { response: reviewsResponse },
  [r.reviewHistory]: { params, response: reviewHistoryResponse },
  [r.checkIn]: { params, body: checkInRequest, status: 201, response: messageResponse },
  [r.reviewDecision]: { params, body: reviewDecisionRequest, response: messageResponse },
} as const satisfies ContractFor<typeof committeeRoutes>;
