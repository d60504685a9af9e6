import { VISITOR_STATUS_LABELS, VISITOR_STATUSES, type VisitorStatus } from '@chapter/shared/visitors.labels';
import { UserPlus, Users } from 'lucide-react';
import { useState } from 'react';
import { ScreenIntro } from '../../../components/layout/screen-intro.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState, ErrorState, LoadingCards, ShowMore } from '../../../components/ui/list-states.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { can } from '../../../lib/permissions.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useVisitors } from '../api/list-visitors.ts';
import { ApplyCard } from './apply-card.tsx';
import { InviteVisitorDialog } from './invite-visitor-dialog.tsx';
import { VisitorCard } from './visitor-card.tsx';

/** /visitors: invite guests, see mine or the group's, follow up; a Visitor can apply to join instead. */
export function VisitorsScreen() {
  const user = useCurrentUser();
  const member = can(user, 'view_members');
  const [scope, setScope] = useState<'mine' | 'group'>('mine');
  const [status, setStatus] = useState<VisitorStatus | ''>('');
  const [inviting, setInviting] = useState(false);
  const list = useVisitors(scope, status, member);
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];

  if (!member) {
    return (
      <ScreenIntro title="Visitors" description="Thinking of joining? Apply to become a member of the group.">
        <ApplyCard />
      </ScreenIntro>
    );
  }
  return (
    <ScreenIntro
      title="Visitors"
      description="Invite guests to your meetings, see who accepted, and follow up with them after their visit."
    >
      <div className="flex flex-wrap items-end gap-2">
        <Button onClick={() => setInviting(true)}>
          <UserPlus aria-hidden="true" /> Invite a visitor
        </Button>
        <SelectField
          label="Show"
          value={scope}
          onChange={(e) => setScope(e.target.value as 'mine' | 'group')}
          options={[
            { value: 'mine', label: 'My visitors' },
            { value: 'group', label: "The group's visitors" },
          ]}
        />
        <SelectField
          label="Status"
          value={status}
          onChange={(e) => setStatus(e.target.value as VisitorStatus | '')}
          options={[
            { value: '', label: 'Any status' },
            ...VISITOR_STATUSES.map((s) => ({ value: s, label: VISITOR_STATUS_LABELS[s] })),
          ]}
        />
      </div>
      {list.isPending && <LoadingCards count={3} className="sm:grid-cols-1 lg:grid-cols-1" />}
      {list.isError && <ErrorState message={list.error.message} onRetry={() => void list.refetch()} />}
      {list.isSuccess && items.length === 0 && (
        <EmptyState icon={Users} title="No visitors yet">
          <p>Invite someone who would benefit from the group; they get an e-mail with the meeting details.</p>
        </EmptyState>
      )}
      <ul className="flex flex-col gap-3" aria-label="Visitors">
        {items.map((v) => (
          <li key={v.id}>
            <VisitorCard visitor={v} />
          </li>
        ))}
      </ul>
      <ShowMore list={list} />
      <InviteVisitorDialog open={inviting} onOpenChange={setInviting} />
    </ScreenIntro>
  );
}
