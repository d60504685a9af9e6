import { DEFAULT_ROLE_PERMISSIONS } from '@chapter/shared/roles';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildProfile, buildRosterMember, signInAs } from '../../../test/builders.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';

// These tests click through the whole app; under a parallel full-suite run, screens can take over a second.
configure({ asyncUtilTimeout: 4000 });

describe('roster in the member’s language', () => {
  it('speaks Spanish: the heading, the filters, the count, a member without a classification and the empty state', async () => {
    const president = buildProfile({
      role: 'President',
      permissions: [...DEFAULT_ROLE_PERMISSIONS.President],
      preferredLanguage: 'es',
    });
    signInAs(president);
    installFakeFetch({
      'GET /api/profile': { body: president },
      'GET /api/members': (req) => {
        if (new URLSearchParams(req.search).get('q') === 'nadie') {
          return { body: { items: [], nextCursor: null, classifications: [] } };
        }
        return {
          body: {
            items: [
              buildRosterMember(1, 'Alma Archer', { classification: 'Florist' }),
              buildRosterMember(2, 'Bo Baker'),
            ],
            nextCursor: null,
            classifications: ['Florist'],
          },
        };
      },
    });
    renderApp('/roster');

    expect(await screen.findByRole('heading', { level: 1, name: 'Miembros' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('es');
    expect(await screen.findByText('2 miembros')).toBeInTheDocument();
    const bo = screen.getByRole('link', { name: 'Bo Baker' }).closest('article') as HTMLElement;
    expect(within(bo).getByText('Aún sin clasificación')).toBeInTheDocument();
    // The filters: the role names and the statuses in Spanish, the values the server reads unchanged.
    const role = screen.getByRole('combobox', { name: 'Rol' });
    expect(within(role).getByRole('option', { name: 'Todos los roles' })).toBeInTheDocument();
    expect(within(role).getByRole('option', { name: 'Vicepresidente' })).toHaveValue('Vice President');
    const status = screen.getByRole('combobox', { name: 'Estado' });
    expect(within(status).getByRole('option', { name: 'Pendientes de aprobación' })).toHaveValue('pending');
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeInTheDocument();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar miembros' }), 'nadie');
    expect(await screen.findByText('Ningún miembro coincide')).toBeInTheDocument();
    expect(screen.getByText('Prueba con otra ortografía o quita los filtros.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Quitar filtros' }));
    expect(await screen.findByText('2 miembros')).toBeInTheDocument();
  }, 30_000);
});
