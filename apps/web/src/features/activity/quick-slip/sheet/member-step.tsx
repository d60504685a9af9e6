import type { RosterMember } from '@chapter/shared/members.schemas';
import { useState } from 'react';
import { Field } from '../../../../components/ui/field.tsx';
import { useMessages } from '../../../../lib/i18n/use-messages.ts';
import { useGroupMembers } from '../../../../lib/members-query.ts';
import { useCurrentUser } from '../../../../lib/session.ts';
import { activityMessages } from '../../messages.ts';
import { usePartners } from './api/partners.ts';
import { orderMembers } from './member-match.ts';
import { slipSheetMessages } from './messages.ts';

/**
 * Tap 3 (docs/quick-slip.md "The member"): the recent and frequent partners first, then everyone; the search box
 * narrows both by name, company or classification. Visitors and substitutes are not offered: they never see
 * activity, and the server refuses them.
 */
export function MemberStep({ onPick }: { onPick: (member: RosterMember) => void }) {
  const t = useMessages(activityMessages);
  const q = useMessages(slipSheetMessages);
  const me = useCurrentUser().id;
  const members = useGroupMembers();
  const partners = usePartners();
  const [query, setQuery] = useState('');
  const roster = (members.data?.items ?? []).filter(
    (m) => m.id !== me && m.role !== 'Visitor' && m.role !== 'Substitute',
  );
  const { recent, others } = orderMembers(roster, partners.data?.memberIds ?? [], query);

  const list = (label: string, shown: RosterMember[]) =>
    shown.length > 0 && (
      <section aria-label={label} className="flex flex-col gap-1">
        <h3 className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</h3>
        <ul className="flex flex-col">
          {shown.map((m) => (
            <li key={m.id}>
              <button
                type="button"
                onClick={() => onPick(m)}
                className="flex min-h-12 w-full flex-col items-start justify-center rounded-lg px-3 py-2 text-start transition-colors hover:bg-accent"
              >
                <span className="font-medium">{m.name}</span>
                {(m.companyName || m.classification) && (
                  <span className="text-sm text-muted-foreground">
                    {[m.companyName, m.classification].filter(Boolean).join(' · ')}
                  </span>
                )}
              </button>
            </li>
          ))}
        </ul>
      </section>
    );

  return (
    <div className="flex flex-col gap-4">
      <Field
        label={q('searchMembers')}
        type="search"
        autoComplete="off"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
      />
      {members.isPending && !members.isError && <p className="text-sm text-muted-foreground">{t('loadingMembers')}</p>}
      {members.isError && !members.data && <p className="text-sm text-muted-foreground">{q('noMembers')}</p>}
      {members.data && recent.length + others.length === 0 && (
        <p className="text-sm text-muted-foreground">{q('noMatch')}</p>
      )}
      {list(q('recent'), recent)}
      {list(q('everyone'), others)}
    </div>
  );
}
