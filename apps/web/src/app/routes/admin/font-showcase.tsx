import { formatNumber } from '@chapter/shared/format';
import { webPath } from '@chapter/shared/web-path';
import * as webPaths from '@chapter/shared/web-paths';
import { Link } from 'react-router';
import { ScreenIntro } from '../../../components/layout/screen-intro.tsx';
import { PermissionGate } from '../../../components/permission-gate.tsx';
import { FONT_OPTIONS } from '../../../lib/fonts.ts';
import { formatLocale } from '../../../lib/i18n/catalogue.ts';
import { richText } from '../../../lib/i18n/rich-text.tsx';
import { useMessages } from '../../../lib/i18n/use-messages.ts';
import { adminMessages } from './messages.ts';

/** The sample's amount, whole pounds as the member's language writes them ("£4,250", "4.250 £"). */
const sampleAmount = () =>
  formatNumber(4250, formatLocale(), {
    style: 'currency',
    currency: 'GBP',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });

/** Every font members can choose in Settings → Appearance, at the sizes the app uses. */
export function AdminFontShowcaseRoute() {
  const t = useMessages(adminMessages);
  const sample = t('fontSample', { amount: sampleAmount() });
  return (
    <PermissionGate require={'manage_settings'}>
      <ScreenIntro title={t('fontShowcase')} description={t('fontShowcaseIntro')}>
        <p className="text-sm text-muted-foreground">
          {richText(t('fontChoice'), [
            (words) => (
              <Link
                to={webPath(webPaths.settings, { category: 'appearance', subcategory: 'font' })}
                className="font-medium text-primary hover:underline"
              >
                {words}
              </Link>
            ),
          ])}
        </p>
        <ul className="grid gap-4 lg:grid-cols-2">
          {FONT_OPTIONS.map(({ id, label, description, stack }) => (
            <li key={id} className="rounded-2xl border bg-card p-5 shadow-xs" style={{ fontFamily: stack }}>
              <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{label}</p>
              <p className="mt-3 text-2xl font-semibold tracking-tight">{t('fontHeadline')}</p>
              <p className="mt-2 text-base">{sample}</p>
              <p className="mt-2 text-sm text-muted-foreground">{description}</p>
              <p className="mt-3 text-xs tabular-nums">{t('fontGlyphs')}</p>
            </li>
          ))}
        </ul>
      </ScreenIntro>
    </PermissionGate>
  );
}
