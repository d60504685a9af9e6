import { committeeRoutes as c } from '@chapter/shared/api/committee.routes';
import type { ApplicationDecision, CommitteeVote, ReviewDecision } from '@chapter/shared/committee.schemas';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { refreshCommittee } from './keys.ts';

/** A committee change; `members`: it changes the roster as well (a seat, an approval), which is read again. */
const mutation = <V>(fn: (v: V) => Promise<{ message: string }>, members = false) => ({
  mutationFn: fn,
  onSuccess: () => refreshCommittee(members),
});

export const useSetSeat = () =>
  useMutation(
    mutation(
      ({ userId, seated }: { userId: number; seated: boolean }) =>
        api(c.setSeat, { params: { userId }, body: { seated } }),
      true,
    ),
  );

export const useDiscuss = () =>
  useMutation(
    mutation(({ userId, body }: { userId: number; body: string }) =>
      api(c.discuss, { params: { userId }, body: { body } }),
    ),
  );

export const useVote = () =>
  useMutation(
    mutation(({ userId, vote }: { userId: number; vote: CommitteeVote }) =>
      api(c.vote, { params: { userId }, body: { vote } }),
    ),
  );

export const useDecide = () =>
  useMutation(
    mutation(
      ({ userId, decision }: { userId: number; decision: ApplicationDecision }) =>
        api(c.decide, { params: { userId }, body: decision }),
      true,
    ),
  );

export const useAddNote = () =>
  useMutation(
    mutation(({ userId, body }: { userId: number; body: string }) =>
      api(c.addNote, { params: { userId }, body: { body } }),
    ),
  );

export const useCheckIn = () =>
  useMutation(
    mutation(({ userId, date, notes }: { userId: number; date: string; notes: string }) =>
      api(c.checkIn, { params: { userId }, body: { date, notes } }),
    ),
  );

export const useReviewDecision = () =>
  useMutation(
    mutation(({ userId, decision, notes }: { userId: number; decision: ReviewDecision; notes?: string }) =>
      api(c.reviewDecision, { params: { userId }, body: { decision, notes } }),
    ),
  );
