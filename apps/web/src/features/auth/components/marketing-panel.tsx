import { CalendarDays, Handshake, MessagesSquare } from 'lucide-react';
import { Brand } from '../../../components/layout/brand.tsx';

const POINTS = [
  { icon: CalendarDays, text: 'Weekly meetings, RSVPs and attendance in one calendar' },
  { icon: Handshake, text: 'Referrals, one-to-ones and closed business, tracked from start to finish' },
  { icon: MessagesSquare, text: 'Real-time messages with every member of your group' },
];

/** The left panel of the sign-in screen; hidden on small screens (docs/product-rules.md "Sign-in screen"). */
export function MarketingPanel() {
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
        <p className="text-4xl font-semibold leading-tight tracking-tight xl:text-5xl">Connect. Collaborate. Grow.</p>
        <p className="mt-4 text-lg text-white/85">
          The home of your referral group: the people, the meetings and the business you pass to each other.
        </p>
        <ul className="mt-10 space-y-4">
          {POINTS.map(({ icon: Icon, text }) => (
            <li key={text} className="flex items-start gap-3">
              <span className="rounded-lg bg-white/15 p-2">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <span className="pt-1.5 text-white/90">{text}</span>
            </li>
          ))}
        </ul>
      </div>
      <p className="relative text-sm text-white/75">Members only. Your group, your data.</p>
    </aside>
  );
}
