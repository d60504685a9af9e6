import type { MessageResponse } from '@chapter/shared/auth.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

export interface SetupInput {
  name: string;
  email: string;
  password: string;
}

function completeSetup(input: { token: string; body: SetupInput }): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(`/api/setup/${encodeURIComponent(input.token)}`, {
    method: 'POST',
    body: input.body,
    auth: false,
  });
}

export function useCompleteSetup() {
  return useMutation({ mutationFn: completeSetup });
}
