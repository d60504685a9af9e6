import { CLIENT_VERSION } from '@chapter/shared/constants';
import * as webPaths from '@chapter/shared/web-paths';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { BrandMark } from '../../../components/layout/brand.tsx';
import { useServerVersion } from '../api/get-version.ts';

const LINKS = [
  { to: webPaths.support, label: 'Support and FAQ' },
  { to: webPaths.privacyPolicy, label: 'Privacy Policy' },
  { to: webPaths.termsOfService, label: 'Terms of Service' },
];

function ServerVersion() {
  const version = useServerVersion();
  if (version.isSuccess) return <>{version.data.serverVersion}</>;
  return <span className="text-muted-foreground">{version.isError ? 'Unavailable' : 'Checking…'}</span>;
}

/** What the app is, the versions running (client 3.1.0) and where to find help. */
export function AboutOverview() {
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <section className="rounded-2xl border bg-card p-6 shadow-xs">
        <BrandMark className="size-12" />
        <h2 className="mt-4 text-lg font-semibold">Chapter</h2>
        <p className="mt-2 leading-relaxed text-muted-foreground">
          Chapter is the members-only home of your business-referral group. It keeps your meetings, roster, referrals,
          thanks for closed business, one-to-ones and messages in one place, so members can spend their time helping
          each other grow rather than chasing spreadsheets.
        </p>
        <p className="mt-3 leading-relaxed text-muted-foreground">
          Group leaders get the tools to run the chapter: attendance, approvals, renewals and messaging, each available
          to the roles that need it.
        </p>
      </section>
      <div className="flex flex-col gap-6">
        <section aria-labelledby="versions" className="rounded-2xl border bg-card p-6 shadow-xs">
          <h2 id="versions" className="text-sm font-semibold">
            Versions
          </h2>
          <dl className="mt-3 divide-y text-sm">
            <div className="flex justify-between py-2">
              <dt className="text-muted-foreground">App (client)</dt>
              <dd className="font-medium tabular-nums">{CLIENT_VERSION}</dd>
            </div>
            <div className="flex justify-between py-2">
              <dt className="text-muted-foreground">Server</dt>
              <dd className="font-medium tabular-nums">
                <ServerVersion />
              </dd>
            </div>
          </dl>
        </section>
        <nav aria-label="Help and policies" className="overflow-hidden rounded-2xl border bg-card shadow-xs">
          <ul className="divide-y">
            {LINKS.map(({ to, label }) => (
              <li key={to}>
                <Link
                  to={to}
                  className="flex items-center justify-between px-5 py-3 text-sm font-medium hover:bg-accent"
                >
                  {label}
                  <ChevronRight className="size-4 text-muted-foreground" aria-hidden="true" />
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
