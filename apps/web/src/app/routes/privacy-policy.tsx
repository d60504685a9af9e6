import * as webPaths from '@chapter/shared/web-paths';
import { Link } from 'react-router';
import { LegalDocument, type LegalSection } from '../../components/layout/legal-document.tsx';
import { ScreenIntro } from '../../components/layout/screen-intro.tsx';

const SECTIONS: LegalSection[] = [
  {
    heading: 'Who we are',
    body: [
      <p key="1">
        Chapter is the members-only app of your business-referral group. Your group and the organisation that runs this
        installation decide why and how your information is used; this policy explains what the app keeps and who can
        see it.
      </p>,
    ],
  },
  {
    heading: 'What we keep',
    body: [
      <ul key="1">
        <li>
          <strong>Your account:</strong> name, e-mail address, a securely hashed password (never the password itself),
          and the profile details you add: company, profession, phone, website, biography and photo.
        </li>
        <li>
          <strong>Your membership:</strong> your group, role, membership status, renewal date, meeting attendance and
          the visitors you invite.
        </li>
        <li>
          <strong>Activity records:</strong> referrals, thanks for closed business (including amounts), one-to-ones,
          testimonials, training credits and mentorship requests.
        </li>
        <li>
          <strong>Messages:</strong> the messages you send and receive in the inbox, and whether they have been read.
        </li>
        <li>
          <strong>Settings and security records:</strong> your preferences, sign-in sessions, failed sign-in attempts,
          and error reports you choose to send.
        </li>
      </ul>,
    ],
  },
  {
    heading: 'Why we use it',
    body: [
      <p key="1">
        To run your group: showing members to each other, recording meetings and business passed between members,
        sending the e-mails and text messages you or your leaders ask for, and keeping accounts safe from misuse. We do
        not sell your information, show advertising, or build profiles for anyone outside your group.
      </p>,
    ],
  },
  {
    heading: 'Who sees what',
    body: [
      <ul key="1">
        <li>
          <strong>Members of your group</strong> see your name, company, profession and photo on the roster, plus your
          phone and e-mail unless you hide them in Settings → Privacy.
        </li>
        <li>
          <strong>The two members involved</strong> see an activity record; closed-business amounts are visible to those
          two members and the group's leadership only.
        </li>
        <li>
          <strong>Group leaders</strong> see what they need to run the group (attendance, approvals, renewals),
          according to the permissions of their role.
        </li>
        <li>
          <strong>Messages</strong> are visible only to the people in the conversation.
        </li>
        <li>
          <strong>Platform administrators</strong> can access data to provide support and keep the service running;
          their actions are recorded in an audit log.
        </li>
      </ul>,
    ],
  },
  {
    heading: 'How long we keep it',
    body: [
      <p key="1">
        Account, membership and activity records are kept while you are a member, so the group's history stays complete.
        When you leave, your account is deactivated; on request it is deleted or anonymised, except where records must
        be kept for the group's accounts. Password-reset links expire after one hour, and sign-in sessions end when you
        sign out or change your password. Error reports are kept only as long as needed to fix the problem.
      </p>,
    ],
  },
  {
    heading: 'Security',
    body: [
      <p key="1">
        Passwords are stored with a slow, salted hash; repeated wrong guesses lock sign-in for a while; every change of
        password ends your other sessions and is confirmed by e-mail. Connections are encrypted when the service runs
        over HTTPS.
      </p>,
    ],
  },
  {
    heading: 'Your choices and rights',
    body: [
      <p key="1">
        You can correct your profile at any time, choose what the roster shows, and turn e-mail and push notifications
        on or off in Settings. You can ask for a copy of your information, its correction or its deletion through the
        support page.
      </p>,
    ],
  },
  {
    heading: 'Contact',
    body: [
      <p key="1">
        Questions about this policy or your information: write to us from the{' '}
        <Link to={webPaths.support} className="font-medium text-primary underline-offset-4 hover:underline">
          support page
        </Link>
        , or speak to your group's leadership.
      </p>,
    ],
  },
];

export function PrivacyPolicyRoute() {
  return (
    <ScreenIntro
      title="Privacy Policy"
      description="How Chapter collects, uses and protects the personal information of members and visitors."
    >
      <LegalDocument updated="22 November 2026" sections={SECTIONS} />
    </ScreenIntro>
  );
}
