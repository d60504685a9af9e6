import type { InvitationAnswer } from '@chapter/shared/visitors.schemas';
import { webPath } from '@chapter/shared/web-path';
import * as webPaths from '@chapter/shared/web-paths';
import { CalendarCheck, CalendarX } from 'lucide-react';
import { useNavigate } from 'react-router';
import { CenteredPage } from '../../../components/layout/centered-page.tsx';
import { Banner } from '../../../components/ui/banner.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useAnswerInvitation } from '../api/answer-invitation.ts';
import { visitorsMessages } from '../messages.ts';
import { InvitationIcon } from './invitation-response.tsx';

type Action = InvitationAnswer['action'];

/**
 * The step between the e-mailed link and the answer: following a link changes nothing (mail scanners open
 * links), this click does. The outcome replaces the URL, so the token leaves the address bar and history; a guest
 * whom accepting signed in goes straight to their meeting.
 */
export function InvitationConfirm({ token, action }: { token: string; action: Action }) {
  const t = useMessages(visitorsMessages);
  const navigate = useNavigate();
  const answer = useAnswerInvitation(token);
  const Icon = action === 'accept' ? CalendarCheck : CalendarX;

  const confirm = (chosen: Action) =>
    answer.mutate(chosen, {
      onSuccess: ({ outcome, signIn }) => {
        if (signIn) {
          navigate(signIn.next, { replace: true });
          return;
        }
        const alreadyProcessed = outcome === 'alreadyProcessed' || undefined;
        navigate(webPath(webPaths.visitorResponse, { action: chosen, alreadyProcessed }), { replace: true });
      },
    });
  const switchTo = action === 'accept' ? 'decline' : 'accept';

  return (
    <CenteredPage
      title={t('confirmTitle', { action })}
      description={<p>{t('confirmText', { action })}</p>}
      icon={<InvitationIcon icon={Icon} />}
    >
      {answer.isError && (
        <Banner variant="destructive" title={t('answerNotSaved')} className="mb-4">
          {t('errorTryAgain', { message: answer.error.message })}
        </Banner>
      )}
      <div className="flex flex-col gap-3">
        <Button
          variant={action === 'accept' ? 'primary' : 'destructive'}
          size="lg"
          className="w-full"
          loading={answer.isPending}
          onClick={() => confirm(action)}
        >
          {t('confirmButton', { action })}
        </Button>
        <Button
          variant="ghost"
          className="w-full"
          disabled={answer.isPending}
          onClick={() => {
            answer.reset();
            navigate(webPath(webPaths.visitorResponse, { action: switchTo, token }), { replace: true });
          }}
        >
          {t('confirmOther', { action })}
        </Button>
      </div>
    </CenteredPage>
  );
}
