import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildAdmin, signInAs } from '../../../test/builders.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';

const riverside = {
  id: 1,
  name: 'Riverside Chapter',
  status: 'active' as const,
  code: '482913',
  capacity: 50,
  acceptingMembers: true,
  activeMembers: 1,
  pendingMembers: 3,
};

describe('the groups screen in the administrator’s language', () => {
  it('speaks Spanish to an administrator who chose it: the list, its counts and the new group form', async () => {
    const admin = buildAdmin({ preferredLanguage: 'es' });
    signInAs(admin);
    installFakeFetch({
      'GET /api/profile': { body: admin },
      'GET /api/groups': { body: { items: [riverside], nextCursor: null } },
    });
    renderApp('/admin/groups');
    expect(await screen.findByRole('heading', { level: 1, name: 'Grupos' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Buscar grupos' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Grupos' });
    // Each count with its noun in the right form, and the status in words.
    expect(within(list).getByText(/1 activo · 3 pendientes · capacidad 50 · código/)).toBeInTheDocument();
    expect(within(list).getByText('Activo')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Nuevo grupo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuevo grupo' });
    expect(within(dialog).getByRole('button', { name: 'Crear grupo' })).toBeInTheDocument();
  }, 20_000);
});
