import type { MessageResponse, RegisterRequest } from '@chapter/shared/auth.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';

function registerAccount(body: RegisterRequest): Promise<MessageResponse> {
  return apiRequest<MessageResponse>('/api/register', { method: 'POST', body, auth: false });
}

export function useRegister() {
  return useMutation({ mutationFn: registerAccount });
}
