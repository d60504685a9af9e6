import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { applyFont } from './lib/fonts.ts';
import { listenForInstallOffer } from './lib/install-prompt.ts';
import { registerServiceWorker } from './lib/service-worker.ts';
import { applyTheme } from './lib/theme.ts';
import './index.css';

applyTheme();
applyFont();
listenForInstallOffer();

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The first render as a transition: React renders it in slices that yield to the browser every few milliseconds
// instead of one long task, so a phone stays responsive while the signed-in shell mounts (docs/performance.md).
const app = createRoot(root);
startTransition(() =>
  app.render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={createAppRouter()} />
      </AppProviders>
    </StrictMode>,
  ),
);
registerServiceWorker();
