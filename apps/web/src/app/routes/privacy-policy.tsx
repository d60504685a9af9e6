import * as webPaths from '@chapter/shared/web-paths';
import { Link } from 'react-router';
import { LegalDocument, type LegalSection } from '../../components/layout/legal-document.tsx';
import { ScreenIntro } from '../../components/layout/screen-intro.tsx';
import { richText } from '../../lib/i18n/rich-text.tsx';
import { useMessages } from '../../lib/i18n/use-messages.ts';
import { legalMessages } from './legal/messages.ts';

/** Words in bold at the start of a list item ("Your account:"). */
const bold = (words: string) => <strong>{words}</strong>;

const supportLink = (words: string) => (
  <Link to={webPaths.support} className="font-medium text-primary underline-offset-4 hover:underline">
    {words}
  </Link>
);

const sections = (t: typeof legalMessages.text): LegalSection[] => [
  {
    heading: t('privacyWhoWeAre'),
    body: [<p key="1">{t('privacyWhoWeAreText')}</p>],
  },
  {
    heading: t('privacyWhatWeKeep'),
    body: [
      <ul key="1">
        <li>{richText(t('keepAccount'), [bold])}</li>
        <li>{richText(t('keepMembership'), [bold])}</li>
        <li>{richText(t('keepActivity'), [bold])}</li>
        <li>{richText(t('keepMessages'), [bold])}</li>
        <li>{richText(t('keepSettings'), [bold])}</li>
      </ul>,
    ],
  },
  {
    heading: t('privacyWhyWeUse'),
    body: [<p key="1">{t('privacyWhyWeUseText')}</p>],
  },
  {
    heading: t('privacyWhoSees'),
    body: [
      <ul key="1">
        <li>{richText(t('seesMembers'), [bold])}</li>
        <li>{richText(t('seesInvolved'), [bold])}</li>
        <li>{richText(t('seesLeaders'), [bold])}</li>
        <li>{richText(t('seesMessages'), [bold])}</li>
        <li>{richText(t('seesAdmins'), [bold])}</li>
      </ul>,
    ],
  },
  {
    heading: t('privacyHowLong'),
    body: [<p key="1">{t('privacyHowLongText')}</p>],
  },
  {
    heading: t('privacySecurity'),
    body: [<p key="1">{t('privacySecurityText')}</p>],
  },
  {
    heading: t('privacyRights'),
    body: [<p key="1">{t('privacyRightsText')}</p>],
  },
  {
    heading: t('contact'),
    body: [<p key="1">{richText(t('privacyContact'), [supportLink])}</p>],
  },
];

export function PrivacyPolicyRoute() {
  const t = useMessages(legalMessages);
  return (
    <ScreenIntro title={t('privacyTitle')} description={t('privacyIntro')}>
      <LegalDocument updated={t('updated')} sections={sections(t)} />
    </ScreenIntro>
  );
}
