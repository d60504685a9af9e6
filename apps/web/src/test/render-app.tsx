import { render } from '@testing-library/react';
// Not 'react-router/dom': under Node it resolves to a second copy of the router whose context the hooks cannot see.
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers.tsx';
import { appRoutes } from '../app/router.tsx';
import { LocaleProvider } from '../lib/i18n/locale-provider.tsx';

/** Mounts the real app (all routes, providers and toasts) at a path, in memory. */
export function renderApp(path: string) {
  const router = createMemoryRouter(appRoutes, { initialEntries: [path] });
  const view = render(
    <AppProviders>
      <LocaleProvider>
        <RouterProvider router={router} />
      </LocaleProvider>
    </AppProviders>,
  );
  return { router, ...view };
}
