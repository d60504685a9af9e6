import type { AgendaSegment } from '@chapter/shared/agenda.schemas';
import { agendaRoutes as a } from '@chapter/shared/api/agenda.routes';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';
import { queryClient } from '../../../../lib/query-client.ts';
import { meetingKeys } from '../../api/keys.ts';

/**
 * A change to the template reaches every meeting that follows it, and a run not yet started shows the agenda it
 * will start with: both are read again.
 */
const refresh = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: meetingKeys.agenda }),
    queryClient.invalidateQueries({ queryKey: meetingKeys.runs }),
  ]);

export function useAgendaTemplate() {
  return useQuery({
    queryKey: meetingKeys.agendaTemplate,
    queryFn: ({ signal }) => api(a.template, { query: {}, signal }),
  });
}

export function useSaveAgendaTemplate() {
  return useMutation({
    mutationFn: (segments: AgendaSegment[]) => api(a.updateTemplate, { body: { segments } }),
    onSuccess: refresh,
  });
}

export function useMeetingAgenda(meetingId: number) {
  return useQuery({
    queryKey: meetingKeys.meetingAgenda(meetingId),
    queryFn: ({ signal }) => api(a.meetingAgenda, { params: { meetingId }, signal }),
  });
}

export function useSaveMeetingAgenda(meetingId: number) {
  return useMutation({
    mutationFn: (segments: AgendaSegment[]) =>
      api(a.updateMeetingAgenda, { params: { meetingId }, body: { segments } }),
    onSuccess: refresh,
  });
}

export function useResetMeetingAgenda(meetingId: number) {
  return useMutation({
    mutationFn: () => api(a.resetMeetingAgenda, { params: { meetingId }, errorToast: true }),
    onSuccess: refresh,
  });
}
