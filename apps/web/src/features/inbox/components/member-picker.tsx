import { Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useDebouncedValue } from '../../../lib/use-debounced-value.ts';
import { type Correspondent, useMemberSearch } from '../api/find-members.ts';
import { inboxMessages } from '../messages.ts';

interface Props {
  me: number;
  /** People I already have conversations with: the choice when the roster is closed to me. */
  known: Correspondent[];
  onPick: (member: Correspondent) => void;
}

function Choice({ member, onPick }: { member: Correspondent; onPick: (m: Correspondent) => void }) {
  return (
    <li>
      <button
        type="button"
        onClick={() => onPick(member)}
        className="flex w-full items-center gap-3 rounded-xl px-3 py-2.5 text-start transition-colors hover:bg-accent focus-visible:bg-accent"
      >
        <Avatar name={member.name} src={member.profileImageUrl} size={96} className="size-10" />
        <span className="min-w-0 flex-1">
          <span className="block truncate font-medium">{member.name}</span>
          {member.detail && <span className="block truncate text-xs text-muted-foreground">{member.detail}</span>}
        </span>
      </button>
    </li>
  );
}

/** Finds a member by name (GET /api/members); without roster access, the people already written to. */
export function MemberPicker({ me, known, onPick }: Props) {
  const t = useMessages(inboxMessages);
  const [query, setQuery] = useState('');
  const deferred = useDebouncedValue(query.trim());
  const search = useMemberSearch(deferred);
  const inputId = useId();
  const rosterClosed = search.data === null;
  const matches = rosterClosed
    ? known.filter((m) => m.name.toLowerCase().includes(deferred.toLowerCase()))
    : (search.data ?? []).filter((m) => m.id !== me);

  return (
    <div className="flex flex-col gap-3">
      <label htmlFor={inputId} className="text-sm font-medium">
        {t('to')}
      </label>
      <div className="relative">
        <Search
          className="pointer-events-none absolute top-1/2 start-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <input
          id={inputId}
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          placeholder={t('searchMembers')}
          autoComplete="off"
          className="h-11 w-full rounded-xl border border-input bg-background pe-3 ps-9 text-base shadow-xs placeholder:text-muted-foreground/80 focus-visible:border-ring focus-visible:ring-3 focus-visible:ring-ring/25 focus-visible:outline-none sm:text-sm"
        />
      </div>
      {rosterClosed && <p className="text-xs text-muted-foreground">{t('rosterClosed')}</p>}
      {search.isPending ? (
        <Spinner label={t('searchingMembers')} />
      ) : search.isError ? (
        <p role="alert" className="text-sm text-destructive-strong">
          {t('membersFailed')}
        </p>
      ) : matches.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">
          {deferred ? t('noMatch', { query: deferred }) : t('noMembers')}
        </p>
      ) : (
        <ul aria-label={t('members')} className="-mx-1 flex max-h-[50dvh] flex-col overflow-y-auto">
          {matches.map((m) => (
            <Choice key={m.id} member={m} onPick={onPick} />
          ))}
        </ul>
      )}
    </div>
  );
}
