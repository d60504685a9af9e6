import { mentorshipApplyRequest } from '@chapter/shared/mentorship.schemas';
import * as webPaths from '@chapter/shared/web-paths';
import { GraduationCap } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ScreenIntro } from '../../../components/layout/screen-intro.tsx';
import { PermissionGate } from '../../../components/permission-gate.tsx';
import { Avatar } from '../../../components/ui/avatar.tsx';
import { Button, buttonClasses } from '../../../components/ui/button.tsx';
import { EmptyState, ErrorState } from '../../../components/ui/list-states.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextArea } from '../../../components/ui/text-area.tsx';
import { fieldBinder } from '../../../lib/field-binder.ts';
import { showServerErrors, useSchemaForm } from '../../../lib/forms.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { notifyDone, notifyFailed } from '../../../lib/notify.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { useApplyMentorship } from '../api/apply-mentorship.ts';
import { useMentor } from '../api/get-mentor.ts';
import { useMentorSearch } from '../api/search-mentors.ts';
import { mentorshipMessages } from '../messages.ts';
import { unavailableReason } from './mentor-card.tsx';
import { MentorshipTabs } from './mentorship-tabs.tsx';

const ALL = { q: '', classification: '', expertise: '' };

/** Which mentor to apply to: from ?mentorId= (the search's Apply button) or picked here. */
function MentorPicker({
  value,
  onChange,
  myId,
}: {
  value: number | null;
  onChange: (id: number) => void;
  myId: number;
}) {
  const t = useMessages(mentorshipMessages);
  const mentors = useMentorSearch(ALL);
  const open = (mentors.data?.pages.flatMap((p) => p.items) ?? []).filter((m) => !unavailableReason(m, myId));
  if (mentors.isError) return <ErrorState message={mentors.error.message} onRetry={() => void mentors.refetch()} />;
  if (mentors.isSuccess && open.length === 0) {
    return (
      <EmptyState icon={GraduationCap} title={t('noFreePlace')}>
        <p>{t('noFreePlaceHint')}</p>
      </EmptyState>
    );
  }
  return (
    <SelectField
      label={t('mentor')}
      disabled={mentors.isPending}
      value={value === null ? '' : String(value)}
      onChange={(e) => onChange(Number(e.target.value))}
      options={[
        { value: '', label: mentors.isPending ? t('loadingMentors') : t('chooseMentor') },
        ...open.map((m) => ({ value: String(m.userId), label: `${m.name} — ${m.expertise}` })),
      ]}
    />
  );
}

/** The application as the member writes it; the mentor comes from the picker (the address). */
const applicationForm = mentorshipApplyRequest.omit({ mentorId: true });

/** /activity/mentorship/apply: goals and a message to one mentor; the mentor is e-mailed. */
export function ApplyScreen() {
  const t = useMessages(mentorshipMessages);
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('mentorId'));
  const mentorId = Number.isInteger(raw) && raw > 0 ? raw : null;
  const mentor = useMentor(mentorId);
  const apply = useApplyMentorship();
  const form = useSchemaForm(applicationForm, { goals: '', message: '' });
  const { errors } = form.formState;
  const field = fieldBinder(form.register, errors);
  const [noMentor, setNoMentor] = useState(false);
  const blocked = mentor.data ? unavailableReason(mentor.data, user.id) : null;

  const submit = form.handleSubmit(async ({ goals, message }) => {
    setNoMentor(mentorId === null);
    if (mentorId === null) return;
    try {
      const res = await apply.mutateAsync({ mentorId, goals, message: message ?? null });
      notifyDone(t('applicationSent'), res.message);
      navigate(webPaths.mentorshipSearch);
    } catch (err) {
      showServerErrors(form.setError, err);
      notifyFailed(t('notSent'), err);
    }
  });

  return (
    <ScreenIntro title={t('applyTitle')} description={t('applyIntro')}>
      <PermissionGate require="view_activity">
        <MentorshipTabs />
        <form
          className="flex max-w-2xl flex-col gap-4 rounded-2xl border bg-card p-4 shadow-xs sm:p-6"
          noValidate
          onSubmit={(e) => {
            setNoMentor(mentorId === null);
            void submit(e);
          }}
        >
          <MentorPicker
            value={mentorId}
            onChange={(id) => setParams(id ? { mentorId: String(id) } : {})}
            myId={user.id}
          />
          {noMentor && mentorId === null && (
            <p className="text-xs font-medium text-destructive-strong">{t('chooseMentor')}</p>
          )}
          {mentor.isError && (
            <p role="alert" className="text-sm text-destructive-strong">
              {t('mentorUnavailable')}{' '}
              <Link to={webPaths.mentorshipSearch} className="underline">
                {t('findAnother')}
              </Link>
              .
            </p>
          )}
          {mentor.data && (
            <div className="flex gap-3 rounded-xl bg-muted/60 p-3">
              <Avatar name={mentor.data.name} src={mentor.data.profileImageUrl} size={96} className="size-10" />
              <div className="min-w-0 text-sm">
                <p className="font-medium">{mentor.data.name}</p>
                <p className="text-muted-foreground">{mentor.data.expertise}</p>
                <p className="text-muted-foreground">
                  {t('placesTaken', { taken: mentor.data.activeCount, capacity: mentor.data.capacity })}
                </p>
                {blocked && (
                  <p className="font-medium text-destructive-strong">{t('cannotApply', { reason: blocked })}</p>
                )}
              </div>
            </div>
          )}
          <TextArea label={t('yourGoals')} maxLength={2000} placeholder={t('goalsPlaceholder')} {...field('goals')} />
          <TextArea label={t('messageToMentor')} labelNote={t('optional')} maxLength={2000} {...field('message')} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Link to={webPaths.mentorshipSearch} className={buttonClasses('secondary')}>
              {t('cancel')}
            </Link>
            <Button type="submit" loading={apply.isPending} disabled={Boolean(blocked) || mentor.isError}>
              {t('sendApplication')}
            </Button>
          </div>
        </form>
      </PermissionGate>
    </ScreenIntro>
  );
}
