import { membersRoutes } from '@chapter/shared/api/members.routes';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { apiErrorOf, isNotFound } from '../../../lib/api-error.ts';
import { fetchRoster } from '../../../lib/members-query.ts';
import { inboxKeys } from '../inbox-keys.ts';

const PICKER_LIMIT = 20;

/** A member one can write to, as the picker shows them. */
export interface Correspondent {
  id: number;
  name: string;
  detail: string | null;
  profileImageUrl: string | null;
}

/** The roster may be closed to this user (no view_members, or not deployed): the picker then says so. */
const unavailable = (err: unknown) => apiErrorOf(err)?.status === 403 || isNotFound(err);

/** GET /api/members?q=: active members of my group by name, company or classification; null when closed to me. */
export function useMemberSearch(query: string) {
  return useQuery({
    queryKey: inboxKeys.recipients(query),
    queryFn: async ({ signal }): Promise<Correspondent[] | null> => {
      try {
        const page = await fetchRoster({ limit: PICKER_LIMIT, q: query || undefined }, signal);
        return page.items.map((m) => ({
          id: m.id,
          name: m.name,
          detail: [m.companyName, m.classification].filter(Boolean).join(' · ') || null,
          profileImageUrl: m.profileImageUrl,
        }));
      } catch (err) {
        if (unavailable(err)) return null;
        throw err;
      }
    },
    placeholderData: keepPreviousData,
  });
}

/** GET /api/members/:id for a recipient chosen elsewhere (/inbox/compose?to=42); null when not visible to me. */
export function useMember(userId: number | null) {
  return useQuery({
    queryKey: inboxKeys.recipient(userId),
    enabled: userId !== null,
    queryFn: async ({ signal }): Promise<Correspondent | null> => {
      try {
        const m = await api(membersRoutes.detail, { params: { userId: userId as number }, signal });
        return { id: m.id, name: m.name, detail: m.companyName, profileImageUrl: m.profileImageUrl };
      } catch (err) {
        if (unavailable(err)) return null;
        throw err;
      }
    },
  });
}
