import { ScreenIntro } from '../../components/layout/screen-intro.tsx';
import { ContactForm } from '../../features/support/components/contact-form.tsx';
import { Faq } from '../../features/support/components/faq.tsx';
import { useMessages } from '../../lib/i18n/use-messages.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { appMessages } from './messages.ts';

export function SupportRoute() {
  const t = useMessages(appMessages);
  const user = useCurrentUser();
  return (
    <ScreenIntro title={t('supportTitle')} description={t('supportIntro')}>
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_24rem]">
        <section aria-labelledby="faq-title" className="flex flex-col gap-3">
          <h2 id="faq-title" className="text-lg font-semibold">
            {t('faq')}
          </h2>
          <Faq />
        </section>
        <section aria-labelledby="contact-title" className="flex flex-col gap-3 lg:self-start">
          <h2 id="contact-title" className="text-lg font-semibold">
            {t('contactSupport')}
          </h2>
          <div className="rounded-2xl border bg-card p-5 shadow-xs sm:p-6">
            <ContactForm replyTo={user.email} />
          </div>
        </section>
      </div>
    </ScreenIntro>
  );
}
