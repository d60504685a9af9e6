import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { ScreenIntro } from '../../../components/layout/screen-intro.tsx';
import { PermissionGate } from '../../../components/permission-gate.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useMentorshipLive } from '../hooks/use-mentorship-live.ts';
import { mentorshipMessages } from '../messages.ts';
import { AssignDialog } from './assign-dialog.tsx';
import { MentorProfileSection } from './mentor-profile-section.tsx';
import { MentorSearch } from './mentor-search.tsx';
import { MentorshipList } from './mentorship-list.tsx';
import { MentorshipTabs } from './mentorship-tabs.tsx';

/** /activity/mentorship/search: find a mentor, my mentorships with their actions, my mentor listing; leaders assign. */
export function MentorshipScreen() {
  const t = useMessages(mentorshipMessages);
  const user = useCurrentUser();
  const [assigning, setAssigning] = useState(false);
  useMentorshipLive(user.id);
  return (
    <ScreenIntro title={t('title')} description={t('intro')}>
      <PermissionGate require="view_activity">
        <MentorshipTabs />
        <MentorProfileSection />
        <MentorshipList
          scope="mine"
          myId={user.id}
          title={t('myMentorships')}
          empty={<p>{t('myMentorshipsEmpty')}</p>}
        />
        <MentorSearch myId={user.id} />
        <PermissionGate require="manage_members" fallback={null}>
          <div className="flex flex-col gap-3 border-t pt-6">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm text-muted-foreground">{t('leaderCanPair')}</p>
              <Button variant="secondary" onClick={() => setAssigning(true)}>
                <UserPlus aria-hidden="true" />
                {t('assignMentor')}
              </Button>
            </div>
            <MentorshipList
              scope="group"
              myId={user.id}
              title={t('groupMentorships')}
              empty={<p>{t('groupMentorshipsEmpty')}</p>}
            />
          </div>
          <AssignDialog open={assigning} onClose={() => setAssigning(false)} />
        </PermissionGate>
      </PermissionGate>
    </ScreenIntro>
  );
}
