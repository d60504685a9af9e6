import type { AgendaSegment } from '@chapter/shared/agenda.schemas';
import { agendaRoutes as a } from '@chapter/shared/api/agenda.routes';
import { useMutation, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api.ts';
import { queryClient } from '../../../../lib/query-client.ts';

/** The agenda's query keys: a change to the template reaches every meeting that follows it, so both share a prefix. */
const agendaKeys = {
  all: ['agenda'] as const,
  template: ['agenda', 'template'] as const,
  meeting: (meetingId: number) => ['agenda', 'meeting', meetingId] as const,
};

const refresh = () => queryClient.invalidateQueries({ queryKey: agendaKeys.all });

export function useAgendaTemplate() {
  return useQuery({
    queryKey: agendaKeys.template,
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
    queryKey: agendaKeys.meeting(meetingId),
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
