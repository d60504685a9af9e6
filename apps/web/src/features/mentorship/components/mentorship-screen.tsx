import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { ScreenIntro } from '../../../components/layout/screen-intro.tsx';
import { PermissionGate } from '../../../components/permission-gate.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useCurrentUser } from '../../../lib/session.ts';
import { useMentorshipLive } from '../hooks/use-mentorship-live.ts';
import { AssignDialog } from './assign-dialog.tsx';
import { MentorProfileSection } from './mentor-profile-section.tsx';
import { MentorSearch } from './mentor-search.tsx';
import { MentorshipList } from './mentorship-list.tsx';
import { MentorshipTabs } from './mentorship-tabs.tsx';

/** /activity/mentorship/search: find a mentor, my mentorships with their actions, my mentor listing; leaders assign. */
export function MentorshipScreen() {
  const user = useCurrentUser();
  const [assigning, setAssigning] = useState(false);
  useMentorshipLive(user.id);
  return (
    <ScreenIntro
      title="Find a Mentor"
      description="Search the members who mentor by name, classification or expertise."
    >
      <PermissionGate require="view_activity">
        <MentorshipTabs />
        <MentorProfileSection />
        <MentorshipList
          scope="mine"
          myId={user.id}
          title="My mentorships"
          empty={<p>Apply to a mentor below, or become one yourself.</p>}
        />
        <MentorSearch myId={user.id} />
        <PermissionGate require="manage_members" fallback={null}>
          <div className="flex flex-col gap-3 border-t pt-6">
            <div className="flex flex-wrap items-center justify-between gap-2">
              <p className="text-sm text-muted-foreground">As a leader you can pair members directly.</p>
              <Button variant="secondary" onClick={() => setAssigning(true)}>
                <UserPlus aria-hidden="true" />
                Assign a mentor
              </Button>
            </div>
            <MentorshipList
              scope="group"
              myId={user.id}
              title="All mentorships in the group"
              empty={<p>No one in the group has a mentor yet.</p>}
            />
          </div>
          <AssignDialog open={assigning} onClose={() => setAssigning(false)} />
        </PermissionGate>
      </PermissionGate>
    </ScreenIntro>
  );
}
