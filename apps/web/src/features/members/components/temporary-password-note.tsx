import { Banner } from '../../../components/ui/banner.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { membersMessages } from '../messages.ts';

/** A temporary password is shown once, so the leader can hand it over in person. */
export function TemporaryPasswordNote({ password }: { password: string }) {
  const t = useMessages(membersMessages);
  return (
    <Banner variant="warning" title={t('temporaryPasswordTitle')} urgent={false}>
      <p>
        <code className="rounded bg-card px-2 py-1 font-mono text-base select-all">{password}</code>
      </p>
      <p>{t('temporaryPasswordText')}</p>
    </Banner>
  );
}
