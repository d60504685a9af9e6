import type { ContractFor } from './define.ts';
import type { mentorshipRoutes } from './mentorship.routes.ts';

export const mentorshipContract = {} as const satisfies ContractFor<typeof mentorshipRoutes>;
