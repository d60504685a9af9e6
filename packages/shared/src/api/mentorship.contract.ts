import { messageResponse } from '../auth.schemas.ts';
import { userParams } from '../members.schemas.ts';
import {
  mentorCard,
  mentorProfileRequest,
  mentorSearchQuery,
  mentorSearchResponse,
  mentorshipActionResponse,
  mentorshipApplyRequest,
  mentorshipAssignRequest,
  mentorshipDeclineRequest,
  mentorshipParams,
  mentorshipsQuery,
  mentorshipsResponse,
  myMentorProfileResponse,
} from '../mentorship.schemas.ts';
import type { ContractFor } from './define.ts';
import { type mentorshipRoutes, mentorshipRoutes as r } from './mentorship.routes.ts';

export const mentorshipContract = {
  [r.myProfile]: { response: myMentorProfileResponse },
  [r.saveProfile]: { body: mentorProfileRequest, response: myMentorProfileResponse },
  [r.removeProfile]: { response: messageResponse },
  [r.search]: { query: mentorSearchQuery, response: mentorSearchResponse },
  [r.mentor]: { params: userParams, response: mentorCard },
  [r.list]: { query: mentorshipsQuery, response: mentorshipsResponse },
  [r.apply]: { body: mentorshipApplyRequest, status: 201, response: mentorshipActionResponse },
  [r.assign]: { body: mentorshipAssignRequest, status: 201, response: mentorshipActionResponse },
  [r.accept]: { params: mentorshipParams, response: mentorshipActionResponse },
  [r.decline]: { params: mentorshipParams, body: mentorshipDeclineRequest, response: mentorshipActionResponse },
  [r.complete]: { params: mentorshipParams, response: mentorshipActionResponse },
} as const satisfies ContractFor<typeof mentorshipRoutes>;
