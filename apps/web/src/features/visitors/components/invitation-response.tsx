import * as webPaths from '@chapter/shared/web-paths';
import { CheckCircle2, Info, type LucideIcon, MailCheck } from 'lucide-react';
import { Link } from 'react-router';
import { CenteredPage } from '../../../components/layout/centered-page.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { visitorsMessages } from '../messages.ts';

type InvitationOutcome = 'already-processed' | 'accepted' | 'declined';

/** The invitation answer screen: alreadyProcessed wins; then accept; any other action counts as a decline. */
export function invitationOutcome(params: URLSearchParams): InvitationOutcome {
  if (params.get('alreadyProcessed') === 'true') return 'already-processed';
  return params.get('action') === 'accept' ? 'accepted' : 'declined';
}

const ICONS: Record<InvitationOutcome, LucideIcon> = {
  'already-processed': Info,
  accepted: MailCheck,
  declined: CheckCircle2,
};

/** The round badge above an invitation screen's title. */
export function InvitationIcon({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <span className="inline-flex rounded-full bg-primary-soft p-3 text-primary">
      <Icon className="size-6" aria-hidden="true" />
    </span>
  );
}

export function InvitationResponse({ outcome }: { outcome: InvitationOutcome }) {
  const t = useMessages(visitorsMessages);
  // The messages' choice: an ICU choice cannot hold a hyphen.
  const choice = { outcome: outcome === 'already-processed' ? 'processed' : outcome };
  return (
    <CenteredPage
      title={t('outcomeTitle', choice)}
      description={<p>{t('outcomeText', choice)}</p>}
      icon={<InvitationIcon icon={ICONS[outcome]} />}
    >
      <Link
        to={webPaths.login}
        className={buttonClasses(outcome === 'accepted' ? 'primary' : 'secondary', 'lg', 'w-full')}
      >
        {t('outcomeLink', choice)}
      </Link>
    </CenteredPage>
  );
}
