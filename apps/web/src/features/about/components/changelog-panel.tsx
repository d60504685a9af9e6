import { Banner } from '../../../components/ui/banner.tsx';
import { SafeHtml } from '../../../components/ui/safe-html.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { useChangelog } from '../api/get-changelog.ts';
import { aboutMessages } from '../messages.ts';

/** Release notes, newest first, as the server publishes them. */
export function ChangelogPanel() {
  const t = useMessages(aboutMessages);
  const changelog = useChangelog();
  if (changelog.isPending) return <Spinner label={t('loadingChangelog')} />;
  if (changelog.isError) {
    return (
      <Banner variant="neutral" title={t('changelogNotLoaded')} urgent={false}>
        <p>{t('changelogCheckConnection')}</p>
      </Banner>
    );
  }
  return (
    <section className="rounded-2xl border bg-card p-6 shadow-xs">
      <SafeHtml html={changelog.data.html} className="rich-text" />
    </section>
  );
}
