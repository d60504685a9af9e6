import { DEFAULT_ROLE_PERMISSIONS } from '@chapter/shared/roles';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildProfile, signInAs } from '../../../test/builders.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';

// These tests click through the whole app; under a parallel full-suite run, screens can take over a second.
configure({ asyncUtilTimeout: 5000 });

const secretary = buildProfile({
  role: 'Secretary Treasurer',
  permissions: [...DEFAULT_ROLE_PERMISSIONS['Secretary Treasurer']],
  preferredLanguage: 'es',
});

describe('messaging in the member’s language', () => {
  it('speaks Spanish: the allowance, the form, the role names and the history', async () => {
    const user = userEvent.setup();
    signInAs(secretary);
    installFakeFetch({
      'GET /api/profile': { body: secretary },
      'GET /api/messaging/quota': { body: { smsConfigured: true, dailyCap: 500, usedToday: 20, remaining: 480 } },
      'GET /api/messaging/broadcasts': { body: { items: [], nextCursor: null } },
      'GET /api/members': { body: { items: [], nextCursor: null } },
    });
    renderApp('/admin/messaging');

    expect(await screen.findByText('Quedan 480 de 500 SMS hoy', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Mensajería' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar SMS' })).toBeInTheDocument();
    expect(screen.getByText('0 / 480 caracteres')).toBeInTheDocument();
    expect(await screen.findByText('Aún no has enviado nada')).toBeInTheDocument();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Enviar a' }), 'Miembros con estos roles');
    const roles = screen.getByRole('group', { name: 'Roles' });
    expect(within(roles).getByRole('checkbox', { name: 'Vicepresidente' })).toBeInTheDocument();
    expect(within(roles).getByRole('checkbox', { name: 'Sustituto' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Correo' }));
    expect(screen.getByRole('textbox', { name: 'Asunto' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enviar correo' })).toBeInTheDocument();
  });
});
