import { webPath } from '@chapter/shared/web-path';
import * as webPaths from '@chapter/shared/web-paths';
import { Link } from 'react-router';
import { cn } from '../../../lib/cn.ts';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useGroupLights } from '../api/get-group-lights.ts';
import { scorecardMessages } from '../messages.ts';
import { LIGHT_STYLES } from './light-colours.ts';

/** Leaders: every member's light, lowest first, so those who need help are on top. */
export function GroupLightsCard() {
  const t = useMessages(scorecardMessages);
  const lights = useGroupLights(true);
  return (
    <section aria-labelledby="group-lights" className="rounded-2xl border bg-card p-4 shadow-xs sm:p-5">
      <h2 id="group-lights" className="font-semibold">
        {t('groupLights')}
      </h2>
      {lights.isPending ? (
        <p className="mt-2 text-sm text-muted-foreground">{t('loading')}</p>
      ) : lights.isError ? (
        <p className="mt-2 text-sm text-destructive-strong">{t('groupLightsFailed')}</p>
      ) : (
        <>
          <p className="mt-1 flex flex-wrap gap-2 text-xs">
            {(['green', 'amber', 'red', 'grey'] as const).map((c) => (
              <span key={c} className={cn('rounded-full px-2 py-0.5 font-medium', LIGHT_STYLES[c].badge)}>
                {LIGHT_STYLES[c].label}: {lights.data.counts[c]}
              </span>
            ))}
          </p>
          <ul className="mt-2 flex max-h-80 flex-col divide-y overflow-y-auto text-sm">
            {lights.data.items.map((m) => (
              <li key={m.userId} className="flex items-center gap-2 py-2">
                <span className={cn('size-2.5 shrink-0 rounded-full', LIGHT_STYLES[m.colour].dot)} aria-hidden="true" />
                <Link
                  to={webPath(webPaths.profile, { userId: m.userId })}
                  className="min-w-0 flex-1 truncate hover:underline"
                >
                  {m.name}
                </Link>
                <span className="text-muted-foreground tabular-nums">
                  {m.total} · {LIGHT_STYLES[m.colour].label}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}
