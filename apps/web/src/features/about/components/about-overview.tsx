import { CLIENT_VERSION } from '@chapter/shared/constants';
import * as webPaths from '@chapter/shared/web-paths';
import { ChevronRight } from 'lucide-react';
import { Link } from 'react-router';
import { APP_NAME, BrandMark } from '../../../components/layout/brand.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useServerVersion } from '../api/get-version.ts';
import { aboutMessages } from '../messages.ts';

function ServerVersion() {
  const t = useMessages(aboutMessages);
  const version = useServerVersion();
  if (version.isSuccess) return <>{version.data.serverVersion}</>;
  return <span className="text-muted-foreground">{version.isError ? t('unavailable') : t('checking')}</span>;
}

/** What the app is, the versions running (the client's is CLIENT_VERSION) and where to find help. */
export function AboutOverview() {
  const t = useMessages(aboutMessages);
  const links = [
    { to: webPaths.support, label: t('supportAndFaq') },
    { to: webPaths.privacyPolicy, label: t('privacyPolicy') },
    { to: webPaths.termsOfService, label: t('termsOfService') },
  ];
  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <section className="rounded-2xl border bg-card p-6 shadow-xs">
        <BrandMark className="size-12" />
        <h2 className="mt-4 text-lg font-semibold">{APP_NAME}</h2>
        <p className="mt-2 leading-relaxed text-muted-foreground">{t('overviewText')}</p>
        <p className="mt-3 leading-relaxed text-muted-foreground">{t('overviewLeaders')}</p>
      </section>
      <div className="flex flex-col gap-6">
        <section aria-labelledby="versions" className="rounded-2xl border bg-card p-6 shadow-xs">
          <h2 id="versions" className="text-sm font-semibold">
            {t('versions')}
          </h2>
          <dl className="mt-3 divide-y text-sm">
            <div className="flex justify-between py-2">
              <dt className="text-muted-foreground">{t('appClient')}</dt>
              <dd className="font-medium tabular-nums">{CLIENT_VERSION}</dd>
            </div>
            <div className="flex justify-between py-2">
              <dt className="text-muted-foreground">{t('server')}</dt>
              <dd className="font-medium tabular-nums">
                <ServerVersion />
              </dd>
            </div>
          </dl>
        </section>
        <nav aria-label={t('helpAndPolicies')} className="overflow-hidden rounded-2xl border bg-card shadow-xs">
          <ul className="divide-y">
            {links.map(({ to, label }) => (
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
