import { DEFAULT_ROLE_PERMISSIONS } from '@chapter/shared/roles';
import { act, configure, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { startLocale } from '../../lib/i18n/locale.ts';
import type { RealtimeStatus } from '../../lib/realtime.ts';
import { buildProfile, signInAs } from '../../test/builders.ts';
import { installFakeFetch } from '../../test/fake-fetch.ts';
import { renderApp } from '../../test/render-app.tsx';
import { ConnectionBanner } from './connection-banner.tsx';

// These tests click through the whole app; under a parallel full-suite run, screens can take over a second.
configure({ asyncUtilTimeout: 5000 });

describe('the shell in the member’s language', () => {
  it('speaks Spanish: the panel toggle and the admin title name the role in Spanish, and the way back', {
    timeout: 30_000,
  }, async () => {
    const president = buildProfile({
      name: 'Patricia Owens',
      role: 'President',
      permissions: [...DEFAULT_ROLE_PERMISSIONS.President],
      preferredLanguage: 'es',
    });
    signInAs(president);
    installFakeFetch({ 'GET /api/profile': { body: president }, 'GET /api/inbox': { status: 404 } });
    renderApp('/home');
    await userEvent.click(await screen.findByRole('button', { name: 'Gestión de Presidente' }, { timeout: 10_000 }));
    expect(await screen.findByRole('button', { name: 'Salir de gestión' })).toBeInTheDocument();
    expect(screen.getByTestId('header-title')).toHaveTextContent('Panel de Presidente');
  });

  it('speaks German in the connection banner', async () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['de-DE'], language: 'de-DE' });
    startLocale();
    const status = (attempts: number): RealtimeStatus => ({
      state: 'connecting',
      attempts,
      online: true,
      serverVersion: null,
    });
    const banner = (attempts: number) => (
      <Suspense fallback={null}>
        <ConnectionBanner status={status(attempts)} />
      </Suspense>
    );
    const { rerender } = render(banner(2));
    expect(await screen.findByRole('status')).toHaveTextContent('Neu verbinden (2)...');
    await act(async () => rerender(banner(6)));
    expect(screen.getByRole('alert')).toHaveTextContent('Probleme beim erneuten Verbinden mit dem Server');
    expect(screen.getByRole('button', { name: 'Seite neu laden' })).toBeInTheDocument();
  });
});
