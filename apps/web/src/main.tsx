import { StrictMode, startTransition, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppEntry } from './app/app-entry.tsx';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { isSignInAddress } from './features/auth/sign-in-navigation.ts';
import { hasUsableToken } from './lib/auth.ts';
import { applyFont } from './lib/fonts.ts';
import { startLocale } from './lib/i18n/locale.ts';
import { LocaleProvider } from './lib/i18n/locale-provider.tsx';
import { listenForInstallOffer } from './lib/install-prompt.ts';
import { registerServiceWorker } from './lib/service-worker.ts';
import { applyTheme } from './lib/theme.ts';
import './index.css';

applyTheme();
applyFont();
startLocale();
listenForInstallOffer();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/** The app's router, created when first shown (not at all while the sign-in screen stands alone). */
function BrowserApp() {
  const [router] = useState(createAppRouter);
  return <RouterProvider router={router} />;
}

// The first render as a transition: React renders it in slices that yield to the browser every few milliseconds
// instead of one long task, so a phone stays responsive while the signed-in shell mounts (docs/performance.md).
const app = createRoot(root);
startTransition(() =>
  app.render(
    <StrictMode>
      <AppProviders>
        <LocaleProvider>
          <AppEntry signInFirst={isSignInAddress(window.location.pathname) && !hasUsableToken()} App={BrowserApp} />
        </LocaleProvider>
      </AppProviders>
    </StrictMode>,
  ),
);
registerServiceWorker();
