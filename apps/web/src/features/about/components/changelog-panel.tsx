import { Banner } from '../../../components/ui/banner.tsx';
import { SafeHtml } from '../../../components/ui/safe-html.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { useChangelog } from '../api/get-changelog.ts';

/** Release notes, newest first, as the server publishes them. */
export function ChangelogPanel() {
  const changelog = useChangelog();
  if (changelog.isPending) return <Spinner label="Loading the changelog" />;
  if (changelog.isError) {
    return (
      <Banner variant="neutral" title="The changelog could not be loaded" urgent={false}>
        <p>Check your connection and open this tab again.</p>
      </Banner>
    );
  }
  return (
    <section className="rounded-2xl border bg-card p-6 shadow-xs">
      <SafeHtml html={changelog.data.html} className="rich-text" />
    </section>
  );
}
