import type { MemberDetail } from '@chapter/shared/members.schemas';
import { Mail, Pencil, UserX } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { ScreenIntro } from '../../../components/layout/screen-intro.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/list-states.tsx';
import { RoleBadge, StatusBadge } from '../../../components/ui/role-badge.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isNotFound } from '../../../lib/api-error.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useMember } from '../api/get-member.ts';
import { profileMessages } from '../messages.ts';
import { AvatarEditor } from './avatar-editor.tsx';
import { EmailDialog } from './email-dialog.tsx';
import { ProfileDetails, type ProfileView } from './profile-details.tsx';
import { ProfileEditDialog } from './profile-edit-dialog.tsx';
import { ShareCardButton } from './share-card-button.tsx';

interface Props {
  /** 'me' or a user id from the path. */
  userId: string;
  /** Leadership actions for a member (role, activation, renewal), rendered under the details. */
  leaderActions?: (member: MemberDetail) => ReactNode;
  /** The member's activity (summary, traffic light, testimonials), for members of a group. */
  activity?: (userId: number, own: boolean) => ReactNode;
}

/** /profile/me and /profile/:userId: details, photo, editing one's own profile, and managers editing a member's. */
export function ProfileScreen({ userId, leaderActions, activity }: Props) {
  const t = useMessages(profileMessages);
  const me = useCurrentUser();
  const own = userId === 'me' || Number(userId) === me.id;
  const id = own ? me.id : Number.isInteger(Number(userId)) ? Number(userId) : null;
  // One's own page works without a membership too (a platform admin): the session has the details.
  const member = useMember(own && !me.membership ? null : id);
  const [editing, setEditing] = useState(false);
  const [emailing, setEmailing] = useState(false);

  const frame = (body: ReactNode) => (
    <ScreenIntro
      title={own ? t('myProfile') : t('profile')}
      description={own ? t('ownIntroShort') : t('memberIntroShort')}
    >
      {body}
    </ScreenIntro>
  );
  const missing = id === null || isNotFound(member.error);
  // One's own page never dead-ends: without a membership record the session's details are shown.
  if (!own && missing) {
    return frame(
      <EmptyState icon={UserX} title={t('notFound')}>
        <p>{t('notFoundText')}</p>
      </EmptyState>,
    );
  }
  if (member.isError && !(own && missing)) {
    return frame(<ErrorState message={member.error.message} onRetry={() => void member.refetch()} />);
  }
  if (member.isLoading) return frame(<Spinner label={t('loading')} />);

  const detail = member.data;
  const view: ProfileView = own
    ? {
        ...me,
        role: me.role,
        isLeadership: me.membership?.role.isLeadership ?? me.isAdmin,
        status: me.membership?.status ?? null,
        groupName: me.group?.name ?? null,
        joinedAt: detail?.joinedAt ?? null,
        renewalDue: detail?.renewalDue ?? null,
      }
    : (detail as MemberDetail);
  const editable = own || Boolean(detail?.manageable);
  const editUserId = own ? undefined : view.id;

  return (
    <ScreenIntro
      title={own ? t('myProfile') : view.name}
      description={own ? t('ownIntro') : t('memberIntro', { name: view.name })}
    >
      <section className="flex flex-col items-center gap-5 rounded-2xl border bg-card p-5 shadow-xs sm:flex-row sm:items-start sm:p-6">
        {editable ? (
          <AvatarEditor name={view.name} src={view.profileImageUrl} userId={editUserId} />
        ) : (
          <Avatar
            name={view.name}
            src={view.profileImageUrl}
            size={512}
            alt={t('photoOf', { name: view.name })}
            className="size-28 sm:size-32"
          />
        )}
        <div className="flex min-w-0 flex-1 flex-col items-center gap-2 text-center sm:items-start sm:text-start">
          <h2 className="text-xl font-semibold">{view.name}</h2>
          <div className="flex flex-wrap justify-center gap-2">
            <RoleBadge role={view.role} leadership={view.isLeadership} />
            {view.status && <StatusBadge status={view.status} />}
          </div>
          <p className="text-muted-foreground">
            {[view.classification, view.groupName].filter(Boolean).join(' · ') || t('noClassification')}
          </p>
          {(editable || detail) && (
            <div className="mt-2 flex flex-wrap justify-center gap-2">
              {editable && (
                <>
                  <Button size="sm" onClick={() => setEditing(true)}>
                    <Pencil aria-hidden="true" />
                    {t('editProfile')}
                  </Button>
                  <Button size="sm" variant="secondary" onClick={() => setEmailing(true)}>
                    <Mail aria-hidden="true" />
                    {t('changeEmail')}
                  </Button>
                </>
              )}
              {detail && <ShareCardButton userId={view.id} name={view.name} />}
            </div>
          )}
        </div>
      </section>
      <ProfileDetails view={view} />
      {!own && detail && leaderActions?.(detail)}
      {detail && activity?.(view.id, own)}
      {editable && (
        <>
          <ProfileEditDialog open={editing} onOpenChange={setEditing} profile={view} userId={editUserId} />
          <EmailDialog open={emailing} onOpenChange={setEmailing} current={view.email ?? ''} userId={editUserId} />
        </>
      )}
    </ScreenIntro>
  );
}
