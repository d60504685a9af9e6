import { CalendarDays, Handshake, MessagesSquare } from 'lucide-react';
import { Brand } from '../../../components/layout/brand.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { authMessages } from '../messages.ts';

const POINTS = [
  { icon: CalendarDays, key: 'marketingMeetings' },
  { icon: Handshake, key: 'marketingReferrals' },
  { icon: MessagesSquare, key: 'marketingMessages' },
] as const;

/** The left panel of the sign-in screen; hidden on small screens (docs/product-rules.md "Sign-in screen"). */
export function MarketingPanel() {
  const t = useMessages(authMessages);
  return (
    <aside className="relative hidden overflow-hidden bg-linear-to-br from-brand-from to-brand-to text-white lg:flex lg:flex-col lg:justify-between lg:p-12">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -top-32 -end-24 size-[28rem] rounded-full bg-white/10 blur-2xl"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -bottom-40 -start-24 size-[26rem] rounded-full bg-black/10 blur-2xl"
      />
      <Brand className="relative [&_circle]:fill-brand-from [&_g]:stroke-brand-from [&_rect]:fill-white" />
      <div className="relative max-w-md">
        <p className="text-4xl font-semibold leading-tight tracking-tight xl:text-5xl">{t('marketingHeadline')}</p>
        <p className="mt-4 text-lg text-white/85">{t('marketingLead')}</p>
        <ul className="mt-10 space-y-4">
          {POINTS.map(({ icon: Icon, key }) => (
            <li key={key} className="flex items-start gap-3">
              <span className="rounded-lg bg-white/15 p-2">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="pt-1.5 text-white/90">{t(key)}</span>
            </li>
          ))}
        </ul>
      </div>
      <p className="relative text-sm text-white/75">{t('marketingFooter')}</p>
    </aside>
  );
}
