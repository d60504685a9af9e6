import { userParams } from '@chapter/shared/members.schemas';
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
} from '@chapter/shared/mentorship.schemas';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type AuthGuard, principalOf } from '../../plugins/auth-guard.ts';
import type { MentorshipService } from './mentorship.service.ts';

const messageResponse = z.object({ message: z.string() });

/** Mentorship lives under Activity (seed §2), so it takes view_activity; direct assignment takes manage_members. */
export function mentorshipRoutes(app: FastifyInstance, mentorship: MentorshipService, guard: AuthGuard): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const member = guard.required({ require: { permission: 'view_activity' } });

  r.get(
    '/api/mentorship/profile',
    { schema: { response: { 200: myMentorProfileResponse } }, onRequest: member },
    async (req) => mentorship.myProfile(principalOf(req)),
  );
  r.put(
    '/api/mentorship/profile',
    { schema: { body: mentorProfileRequest, response: { 200: myMentorProfileResponse } }, onRequest: member },
    async (req) => mentorship.saveProfile(principalOf(req), req.body),
  );
  r.delete(
    '/api/mentorship/profile',
    { schema: { response: { 200: messageResponse } }, onRequest: member },
    async (req) => mentorship.removeProfile(principalOf(req)),
  );
  r.get(
    '/api/mentorship/mentors',
    { schema: { querystring: mentorSearchQuery, response: { 200: mentorSearchResponse } }, onRequest: member },
    async (req) => mentorship.search(principalOf(req), req.query),
  );
  r.get(
    '/api/mentorship/mentors/:userId',
    { schema: { params: userParams, response: { 200: mentorCard } }, onRequest: member },
    async (req) => mentorship.mentor(principalOf(req), req.params.userId),
  );
  r.get(
    '/api/mentorship/mentorships',
    { schema: { querystring: mentorshipsQuery, response: { 200: mentorshipsResponse } }, onRequest: member },
    async (req) => mentorship.list(principalOf(req), req.query),
  );
  r.post(
    '/api/mentorship/mentorships',
    { schema: { body: mentorshipApplyRequest, response: { 201: mentorshipActionResponse } }, onRequest: member },
    async (req, reply) => reply.code(201).send(await mentorship.apply(principalOf(req), req.body)),
  );
  r.post(
    '/api/mentorship/mentorships/assign',
    {
      schema: { body: mentorshipAssignRequest, response: { 201: mentorshipActionResponse } },
      onRequest: guard.required({ require: { permission: 'manage_members' } }),
    },
    async (req, reply) => reply.code(201).send(await mentorship.assign(principalOf(req), req.body)),
  );
  r.post(
    '/api/mentorship/mentorships/:id/accept',
    { schema: { params: mentorshipParams, response: { 200: mentorshipActionResponse } }, onRequest: member },
    async (req) => mentorship.accept(principalOf(req), req.params.id),
  );
  r.post(
    '/api/mentorship/mentorships/:id/decline',
    {
      schema: { params: mentorshipParams, body: mentorshipDeclineRequest, response: { 200: mentorshipActionResponse } },
      onRequest: member,
    },
    async (req) => mentorship.decline(principalOf(req), req.params.id, req.body.reason ?? null),
  );
  r.post(
    '/api/mentorship/mentorships/:id/complete',
    { schema: { params: mentorshipParams, response: { 200: mentorshipActionResponse } }, onRequest: member },
    async (req) => mentorship.complete(principalOf(req), req.params.id),
  );
}
