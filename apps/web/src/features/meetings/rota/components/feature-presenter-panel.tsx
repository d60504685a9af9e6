import { GAINS_FIELDS } from '@chapter/shared/speaker-rota.schemas';
import { Avatar } from '../../../../components/ui/avatar.tsx';
import { ErrorState, LoadingCards } from '../../../../components/ui/list-states.tsx';
import { cn } from '../../../../lib/cn.ts';
import { useMessages } from '../../../../lib/i18n/use-messages.ts';
import { useFeature } from '../api/rota.ts';
import { rotaMessages } from '../messages.ts';

interface Props {
  meetingId: number;
  /** 'projector': large type for the presenter screen; 'page': a card on the meeting's page. */
  variant: 'projector' | 'page';
}

/**
 * The meeting's feature presentation (docs/meeting-mode.md "Built so far: the rota"): the presenter's name, company,
 * topic, bio and GAINS. Self-contained: it reads GET /api/meetings/:id/feature and fills the width it is given, so the
 * presenter screen mounts it in its own layout.
 */
export function FeaturePresenterPanel({ meetingId, variant }: Props) {
  const t = useMessages(rotaMessages);
  const feature = useFeature(meetingId);
  const big = variant === 'projector';
  if (feature.isPending) return <LoadingCards count={1} className="sm:grid-cols-1 lg:grid-cols-1" />;
  if (feature.isError) return <ErrorState message={feature.error.message} onRetry={() => void feature.refetch()} />;
  const data = feature.data;
  const heading = (
    <h2 className={cn('font-semibold', big ? 'text-3xl text-muted-foreground' : 'text-lg')}>{t('featureTitle')}</h2>
  );
  if (!data) {
    return (
      <section className={cn('flex flex-col gap-2', !big && 'rounded-xl border bg-card p-4')}>
        {heading}
        <p className={cn('text-muted-foreground', big ? 'text-2xl' : 'text-sm')}>{t('noPresenter')}</p>
      </section>
    );
  }
  const { presenter, sheet } = data;
  const gains = GAINS_FIELDS.filter((f) => sheet[f]);
  return (
    <section className={cn('flex min-w-0 flex-col', big ? 'gap-6' : 'gap-3 rounded-xl border bg-card p-4')}>
      {heading}
      <div className="flex min-w-0 items-center gap-4">
        <Avatar
          name={presenter.name}
          src={presenter.avatarUrl}
          size={big ? 512 : 96}
          className={big ? 'size-32 shrink-0' : 'size-12 shrink-0'}
        />
        <div className="min-w-0">
          <p className={cn('font-bold break-words', big ? 'text-5xl leading-tight' : 'text-base')}>{presenter.name}</p>
          {(presenter.company || presenter.classification) && (
            <p className={cn('break-words text-muted-foreground', big ? 'text-3xl' : 'text-sm')}>
              {[presenter.company, presenter.classification].filter(Boolean).join(' · ')}
            </p>
          )}
        </div>
      </div>
      {sheet.topic && <p className={cn('font-semibold break-words', big ? 'text-4xl' : 'text-base')}>{sheet.topic}</p>}
      {presenter.bio && (
        <p className={cn('whitespace-pre-line break-words', big ? 'text-2xl leading-relaxed' : 'text-sm')}>
          {presenter.bio}
        </p>
      )}
      {gains.length > 0 && (
        <dl className={cn('grid gap-x-6', big ? 'gap-y-4 md:grid-cols-2' : 'gap-y-2 sm:grid-cols-2')}>
          {gains.map((f) => (
            <div key={f} className="min-w-0">
              <dt className={cn('font-semibold text-muted-foreground', big ? 'text-2xl' : 'text-xs uppercase')}>
                {t('gains', { field: f })}
              </dt>
              <dd className={cn('whitespace-pre-line break-words', big ? 'text-2xl' : 'text-sm')}>{sheet[f]}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
