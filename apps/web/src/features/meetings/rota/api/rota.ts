import { speakerRotaRoutes as r } from '@chapter/shared/api/speaker-rota.routes';
import type { RotaSheet } from '@chapter/shared/speaker-rota.schemas';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';
import { queryClient } from '../../../../lib/query-client.ts';
import { meetingKeys } from '../../api/keys.ts';

const refresh = () => queryClient.invalidateQueries({ queryKey: meetingKeys.rota });

/** The chapter's coming 12 weeks (the server's default window). */
export function useSpeakerRota() {
  return useQuery({
    queryKey: meetingKeys.rotaList,
    queryFn: ({ signal }) => api(r.rota, { query: {}, signal }),
  });
}

export function useAssignPresenter() {
  return useMutation({
    mutationFn: ({ meetingId, userId }: { meetingId: number; userId: number | null }) =>
      api(r.assign, { params: { meetingId }, body: { userId } }),
    onSuccess: refresh,
  });
}

export function useFeature(meetingId: number) {
  return useQuery({
    queryKey: meetingKeys.rotaFeature(meetingId),
    queryFn: ({ signal }) => api(r.feature, { params: { meetingId }, signal }),
  });
}

export function useSaveSheet(meetingId: number) {
  return useMutation({
    mutationFn: (sheet: RotaSheet) => api(r.updateSheet, { params: { meetingId }, body: sheet }),
    onSuccess: refresh,
  });
}

export function useRequestSwap(meetingId: number) {
  return useMutation({
    mutationFn: (withUserId: number) => api(r.requestSwap, { params: { meetingId }, body: { withUserId } }),
    onSuccess: refresh,
  });
}

/** The presenter withdraws their request, or the member asked accepts or declines it. */
export function useSwapAnswer(meetingId: number) {
  return useMutation({
    mutationFn: (how: 'accept' | 'decline' | 'withdraw') =>
      how === 'withdraw'
        ? api(r.withdrawSwap, { params: { meetingId }, errorToast: true })
        : api(how === 'accept' ? r.acceptSwap : r.declineSwap, { params: { meetingId }, errorToast: true }),
    onSuccess: refresh,
  });
}
