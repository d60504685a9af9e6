import * as webPaths from '@chapter/shared/web-paths';
import { Link } from 'react-router';
import { LegalDocument, type LegalSection } from '../../components/layout/legal-document.tsx';
import { ScreenIntro } from '../../components/layout/screen-intro.tsx';

const SECTIONS: LegalSection[] = [
  {
    heading: 'Agreeing to these terms',
    body: [
      <p key="1">
        By signing in to Chapter you agree to these terms and to your group's own membership rules. If you do not agree,
        please do not use the app and let your group's leadership know.
      </p>,
    ],
  },
  {
    heading: 'Your account',
    body: [
      <ul key="1">
        <li>
          Use your own account only, keep your password private, and tell us if you think someone else has used it.
        </li>
        <li>Keep your profile accurate: members rely on it when they pass business to you.</li>
        <li>
          A substitute or visitor account gives the limited access your group allows, for the meetings it was created
          for.
        </li>
      </ul>,
    ],
  },
  {
    heading: 'Using Chapter',
    body: [
      <p key="1">Chapter is for the business of your group. Please:</p>,
      <ul key="2">
        <li>record referrals, closed business, one-to-ones and training honestly;</li>
        <li>use members' contact details only to do business with them, never for bulk marketing;</li>
        <li>treat messages as private to the conversation;</li>
        <li>not upload anything unlawful, misleading or that you have no right to share;</li>
        <li>not try to reach data your role does not give you, or disrupt the service.</li>
      </ul>,
    ],
  },
  {
    heading: 'Group leaders and administrators',
    body: [
      <p key="1">
        Leaders act for the group when they approve records, record attendance, renew memberships or send messages to
        members. They must use these powers for the group's purposes and in line with the{' '}
        <Link to={webPaths.privacyPolicy} className="font-medium text-primary underline-offset-4 hover:underline">
          Privacy Policy
        </Link>
        .
      </p>,
    ],
  },
  {
    heading: 'Your content',
    body: [
      <p key="1">
        You keep ownership of what you write, such as testimonials and messages. You allow the app to store and show it
        to the people it is meant for, for as long as it is needed to run your group.
      </p>,
    ],
  },
  {
    heading: 'Availability and changes',
    body: [
      <p key="1">
        We work to keep Chapter available and your data safe, but the service may occasionally be unavailable for
        maintenance or updates. New versions are announced in the app, which may ask you to sign in again. When these
        terms change in a meaningful way we will tell you in the app before the change applies.
      </p>,
    ],
  },
  {
    heading: 'Suspension and leaving',
    body: [
      <p key="1">
        Your group may deactivate an account that breaks these terms or its membership rules, or when a membership ends.
        You can stop using Chapter at any time and ask for your account to be closed through the support page.
      </p>,
    ],
  },
  {
    heading: 'Responsibility',
    body: [
      <p key="1">
        Business between members is agreed between those members: Chapter records it but is not a party to it. The app
        is provided as it is, to the extent the law allows; nothing in these terms limits rights you have by law.
      </p>,
    ],
  },
  {
    heading: 'Contact',
    body: [
      <p key="1">
        Questions about these terms: use the{' '}
        <Link to={webPaths.support} className="font-medium text-primary underline-offset-4 hover:underline">
          support page
        </Link>{' '}
        or speak to your group's leadership.
      </p>,
    ],
  },
];

export function TermsOfServiceRoute() {
  return (
    <ScreenIntro title="Terms of Service" description="The terms that apply to everyone who uses Chapter.">
      <LegalDocument updated="22 November 2026" sections={SECTIONS} />
    </ScreenIntro>
  );
}
