import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildProfile, signInAs } from '../../../test/builders.ts';
import { installFakeFetch, type Reply } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';

function signedIn(changelog: Reply<'GET /api/about/changelog'>) {
  const profile = buildProfile();
  signInAs(profile);
  installFakeFetch({
    'GET /api/profile': { body: profile },
    'GET /api/about/version': { body: { serverVersion: '3.1.0', clientVersion: '3.1.0' } },
    'GET /api/about/changelog': changelog,
  });
}

describe('about screen', () => {
  it('shows the client and server versions, the changelog and the licences', async () => {
    signedIn({ body: { html: '<h3>Version 3.1.0</h3><a href="javascript:alert(1)">Sign in</a>', version: '3.1.0' } });
    const { router } = renderApp('/about');
    const versions = await screen.findByRole('heading', { name: 'Versions' });
    expect(versions.parentElement).toHaveTextContent('App (client)3.4.0');
    expect(await screen.findByText('Server')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('link', { name: 'Changelog' }));
    expect(router.state.location.pathname).toBe('/about/changelog');
    expect(await screen.findByRole('heading', { name: 'Version 3.1.0' })).toBeInTheDocument();
    expect(screen.getByText('Sign in')).not.toHaveAttribute('href', 'javascript:alert(1)');

    await userEvent.click(screen.getByRole('link', { name: 'Licences' }));
    expect(screen.getByText('DOMPurify')).toBeInTheDocument();
    expect(screen.getByText('MPL-2.0 or Apache-2.0')).toBeInTheDocument();
  });

  it('says so when the changelog cannot be loaded', async () => {
    signedIn({ status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } });
    renderApp('/about/changelog');
    expect(await screen.findByText('The changelog could not be loaded')).toBeInTheDocument();
  });

  it('sends an unknown tab to the about tab', async () => {
    signedIn({ status: 404 });
    const { router } = renderApp('/about/nonsense');
    await screen.findByRole('heading', { name: 'Versions' });
    expect(router.state.location.pathname).toBe('/about');
  });
});
