import type { CreateUserRequest } from '@chapter/shared/admin-users.schemas';
import { membersRoutes } from '@chapter/shared/api/members.routes';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { refreshMembers } from './refresh.ts';

const createUser = (body: CreateUserRequest) => api(membersRoutes.createUser, { body });

export function useCreateUser() {
  return useMutation({ mutationFn: createUser, onSuccess: refreshMembers });
}
