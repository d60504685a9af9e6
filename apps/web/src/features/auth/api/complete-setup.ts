import { setupRoutes } from '@chapter/shared/api/setup.routes';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export interface SetupInput {
  name: string;
  email: string;
  password: string;
}

function completeSetup(input: { token: string; body: SetupInput }) {
  return api(setupRoutes.complete, { params: { token: input.token }, body: input.body, auth: false });
}

export function useCompleteSetup() {
  return useMutation({ mutationFn: completeSetup });
}
