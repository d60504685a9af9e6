import * as webPaths from '@chapter/shared/web-paths';
import { Link } from 'react-router';
import { LegalDocument, type LegalSection } from '../../components/layout/legal-document.tsx';
import { ScreenIntro } from '../../components/layout/screen-intro.tsx';
import { richText } from '../../lib/i18n/rich-text.tsx';
import { useMessages } from '../../lib/i18n/use-messages.ts';
import { legalMessages } from './legal/messages.ts';

const linkTo = (to: string) => (words: string) => (
  <Link to={to} className="font-medium text-primary underline-offset-4 hover:underline">
    {words}
  </Link>
);

const sections = (t: typeof legalMessages.text): LegalSection[] => [
  {
    heading: t('termsAgreeing'),
    body: [<p key="1">{t('termsAgreeingText')}</p>],
  },
  {
    heading: t('termsAccount'),
    body: [
      <ul key="1">
        <li>{t('accountOwn')}</li>
        <li>{t('accountAccurate')}</li>
        <li>{t('accountLimited')}</li>
      </ul>,
    ],
  },
  {
    heading: t('termsUsing'),
    body: [
      <p key="1">{t('usingIntro')}</p>,
      <ul key="2">
        <li>{t('usingRecord')}</li>
        <li>{t('usingContacts')}</li>
        <li>{t('usingMessages')}</li>
        <li>{t('usingUpload')}</li>
        <li>{t('usingReach')}</li>
      </ul>,
    ],
  },
  {
    heading: t('termsLeaders'),
    body: [<p key="1">{richText(t('termsLeadersText'), [linkTo(webPaths.privacyPolicy)])}</p>],
  },
  {
    heading: t('termsContent'),
    body: [<p key="1">{t('termsContentText')}</p>],
  },
  {
    heading: t('termsAvailability'),
    body: [<p key="1">{t('termsAvailabilityText')}</p>],
  },
  {
    heading: t('termsSuspension'),
    body: [<p key="1">{t('termsSuspensionText')}</p>],
  },
  {
    heading: t('termsResponsibility'),
    body: [<p key="1">{t('termsResponsibilityText')}</p>],
  },
  {
    heading: t('contact'),
    body: [<p key="1">{richText(t('termsContact'), [linkTo(webPaths.support)])}</p>],
  },
];

export function TermsOfServiceRoute() {
  const t = useMessages(legalMessages);
  return (
    <ScreenIntro title={t('termsTitle')} description={t('termsIntro')}>
      <LegalDocument updated={t('updated')} sections={sections(t)} />
    </ScreenIntro>
  );
}
