import * as webPaths from '@chapter/shared/web-paths';
import { CheckCircle2, Info, type LucideIcon, MailCheck } from 'lucide-react';
import { Link } from 'react-router';
import { CenteredPage } from '../../../components/layout/centered-page.tsx';
import { buttonClasses } from '../../../components/ui/button.tsx';

type InvitationOutcome = 'already-processed' | 'accepted' | 'declined';

/** The invitation answer screen: alreadyProcessed wins; then accept; any other action counts as a decline. */
export function invitationOutcome(params: URLSearchParams): InvitationOutcome {
  if (params.get('alreadyProcessed') === 'true') return 'already-processed';
  return params.get('action') === 'accept' ? 'accepted' : 'declined';
}

const CONTENT: Record<InvitationOutcome, { title: string; text: string; link: string; icon: LucideIcon }> = {
  'already-processed': {
    title: 'Already Processed',
    text: 'This invitation has already been answered. If you would like to change your response, please contact the person who invited you.',
    link: 'Close',
    icon: Info,
  },
  accepted: {
    title: 'Thank You for Accepting!',
    text: "We've e-mailed you the meeting's details and a link that signs you in. If you don't see the email in a few minutes, please check your spam folder.",
    link: 'Proceed to Login',
    icon: MailCheck,
  },
  declined: {
    title: 'Thank You for Responding',
    text: 'Your decline has been recorded. If you change your mind, please contact the person who invited you.',
    link: 'Close',
    icon: CheckCircle2,
  },
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
  const { title, text, link, icon: Icon } = CONTENT[outcome];
  return (
    <CenteredPage title={title} description={<p>{text}</p>} icon={<InvitationIcon icon={Icon} />}>
      <Link
        to={webPaths.login}
        className={buttonClasses(outcome === 'accepted' ? 'primary' : 'secondary', 'lg', 'w-full')}
      >
        {link}
      </Link>
    </CenteredPage>
  );
}
