import type { CreateUserRequest, CreateUserResult } from '@chapter/shared/admin-users.schemas';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import { refreshMembers } from './refresh.ts';

function createUser(body: CreateUserRequest) {
  return apiRequest<CreateUserResult>('/api/admin/users', { method: 'POST', body });
}

export function useCreateUser() {
  return useMutation({ mutationFn: createUser, onSuccess: refreshMembers });
}
