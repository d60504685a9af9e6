import { webPath } from '@chapter/shared/web-path';
import * as webPaths from '@chapter/shared/web-paths';
import { Link } from 'react-router';
import { ScreenIntro } from '../../../components/layout/screen-intro.tsx';
import { PermissionGate } from '../../../components/permission-gate.tsx';
import { FONT_OPTIONS } from '../../../lib/fonts.ts';

const SAMPLE = 'Thank you, Grace, for the referral to the Riverside dental practice — £4,250 of new business.';

/** Every font members can choose in Settings → Appearance, at the sizes the app uses. */
export function AdminFontShowcaseRoute() {
  return (
    <PermissionGate require={'manage_settings'}>
      <ScreenIntro
        title="Font Showcase"
        description="A preview of the app's typefaces and text styles, to check how they read."
      >
        <p className="text-sm text-muted-foreground">
          Members choose one of these in{' '}
          <Link
            to={webPath(webPaths.settings, { category: 'appearance', subcategory: 'font' })}
            className="font-medium text-primary hover:underline"
          >
            Settings → Appearance
          </Link>
          ; each is a font already on their device, so nothing extra is downloaded.
        </p>
        <ul className="grid gap-4 lg:grid-cols-2">
          {FONT_OPTIONS.map(({ id, label, description, stack }) => (
            <li key={id} className="rounded-2xl border bg-card p-5 shadow-xs" style={{ fontFamily: stack }}>
              <p className="text-xs font-semibold tracking-wide text-muted-foreground uppercase">{label}</p>
              <p className="mt-3 text-2xl font-semibold tracking-tight">Connect. Collaborate. Grow.</p>
              <p className="mt-2 text-base">{SAMPLE}</p>
              <p className="mt-2 text-sm text-muted-foreground">{description}</p>
              <p className="mt-3 text-xs tabular-nums">0123456789 · ABCDEFGHIJKLM · abcdefghijklm</p>
            </li>
          ))}
        </ul>
      </ScreenIntro>
    </PermissionGate>
  );
}
