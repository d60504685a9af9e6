import { VISITOR_LEADER_PERMISSIONS } from '@chapter/shared/visitor-follow-up.schemas';
import * as webPaths from '@chapter/shared/web-paths';
import { useState } from 'react';
import { Link } from 'react-router';
import { ScreenIntro } from '../../../components/layout/screen-intro.tsx';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { can } from '../../../lib/permissions.ts';
import { useCurrentUser } from '../../../lib/session.ts';
import { followUpMessages } from './messages.ts';
import { ThankYouTemplate } from './thank-you-template.tsx';
import { VisitorFunnel } from './visitor-funnel.tsx';
import { VisitorTasks } from './visitor-tasks.tsx';

type Section = 'mine' | 'group' | 'funnel' | 'template';

/**
 * /visitors?view=follow-up: a host's tasks; for leaders (record_attendance or manage_members) also every task, the funnel
 * and the thank-you e-mail (docs/visitors.md).
 */
export function FollowUpScreen() {
  const t = useMessages(followUpMessages);
  const user = useCurrentUser();
  const leader = can(user, { anyOf: VISITOR_LEADER_PERMISSIONS });
  const [section, setSection] = useState<Section>('mine');
  const sections: { value: Section; label: string }[] = [
    { value: 'mine', label: t('myTasks') },
    ...(leader
      ? ([
          { value: 'group', label: t('allTasks') },
          { value: 'funnel', label: t('funnel') },
          { value: 'template', label: t('thankYouEmail') },
        ] as const)
      : []),
  ];
  return (
    <ScreenIntro title={t('title')} description={leader ? t('introLeader') : t('intro')}>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <SelectField
          label={t('section')}
          value={section}
          onChange={(e) => setSection(e.target.value as Section)}
          options={sections}
        />
        <Link to={webPaths.visitors} className="text-sm text-primary underline-offset-4 hover:underline">
          {t('backToVisitors')}
        </Link>
      </div>
      {section === 'mine' && <VisitorTasks scope="mine" />}
      {leader && section === 'group' && <VisitorTasks scope="group" />}
      {leader && section === 'funnel' && <VisitorFunnel />}
      {leader && section === 'template' && <ThankYouTemplate />}
    </ScreenIntro>
  );
}
