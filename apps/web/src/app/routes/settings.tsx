import { webPath } from '@chapter/shared/web-path';
import * as webPaths from '@chapter/shared/web-paths';
import { useEffect } from 'react';
import { Navigate, useParams } from 'react-router';
import { ScreenIntro } from '../../components/layout/screen-intro.tsx';
import { Banner } from '../../components/ui/banner.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { TabLinks } from '../../components/ui/tab-links.tsx';
import { ChangePasswordForm } from '../../features/auth/components/change-password-form.tsx';
import { useSettings } from '../../features/settings/api/get-settings.ts';
import { AccountSection } from '../../features/settings/components/account-section.tsx';
import { AppearanceSection } from '../../features/settings/components/appearance-section.tsx';
import { NotificationsSection } from '../../features/settings/components/notifications-section.tsx';
import { PrivacySection } from '../../features/settings/components/privacy-section.tsx';
import { settingsMessages } from '../../features/settings/messages.ts';
import {
  isSettingsCategory,
  SETTINGS_CATEGORIES,
  type SettingsCategory,
} from '../../features/settings/settings-categories.ts';
import { useMessages } from '../../lib/i18n/use-messages.ts';
import { useCurrentUser } from '../../lib/session.ts';
import { appMessages } from './messages.ts';

/** The settings saved on the server (appearance, notifications, privacy), once they have loaded. */
function SavedSettings({ category }: { category: Exclude<SettingsCategory, 'account'> }) {
  const t = useMessages(appMessages);
  const query = useSettings();
  if (query.isPending) return <Spinner label={t('loadingSettings')} />;
  if (query.isError) {
    return (
      <Banner variant="destructive" title={t('settingsNotLoaded')}>
        <p>{t('checkConnection')}</p>
        <Button size="sm" variant="secondary" className="mt-2" onClick={() => void query.refetch()}>
          {t('tryAgain')}
        </Button>
      </Banner>
    );
  }
  if (category === 'appearance') return <AppearanceSection settings={query.data} />;
  if (category === 'notifications') return <NotificationsSection settings={query.data} />;
  return <PrivacySection settings={query.data} />;
}

/** /settings/{category?}/{subcategory?}: a subcategory (e.g. /settings/account/password) scrolls to its card. */
export function SettingsRoute() {
  const t = useMessages(appMessages);
  const categoryName = useMessages(settingsMessages);
  const { category, subcategory } = useParams();
  const user = useCurrentUser();
  const loaded = useSettings().isSuccess;
  useEffect(() => {
    // Once the settings have loaded the card exists and can be scrolled to.
    if (subcategory && loaded) document.getElementById(`settings-${subcategory}`)?.scrollIntoView?.({ block: 'start' });
  }, [subcategory, loaded]);

  if (category !== undefined && !isSettingsCategory(category))
    return <Navigate to={webPath(webPaths.settings)} replace />;
  const active: SettingsCategory = category ?? 'appearance';

  return (
    <ScreenIntro title={t('settingsTitle')} description={t('settingsIntro')}>
      <div className="grid gap-6 md:grid-cols-[13rem_minmax(0,1fr)] md:gap-8">
        <div className="min-w-0 md:sticky md:top-24 md:self-start">
          <TabLinks
            label={t('settingsCategories')}
            vertical
            items={SETTINGS_CATEGORIES.map(({ id, label, icon }) => ({
              to: webPath(webPaths.settings, { category: id }),
              label: categoryName(label),
              icon,
              current: id === active,
            }))}
          />
        </div>
        <div className="min-w-0">
          {active === 'account' ? (
            <AccountSection
              email={user.email}
              passwordForm={<ChangePasswordForm stayOnPage firstPassword={!user.hasPassword} />}
            />
          ) : (
            <SavedSettings category={active} />
          )}
        </div>
      </div>
    </ScreenIntro>
  );
}
