import type { ActivityRecord } from '@chapter/shared/activity.schemas';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildProfile, signInAs } from '../../../test/builders.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';

// These tests click through the whole app; under a parallel full-suite run, screens can take over a second.
configure({ asyncUtilTimeout: 5000 });

const referral: ActivityRecord = {
  id: 41,
  type: 'referral',
  groupId: 1,
  giver: { id: 7, name: 'Maya Thompson' },
  receiver: { id: 9, name: 'Daniel Okafor' },
  status: 'new',
  approvalStatus: null,
  approvalReason: null,
  amountCents: null,
  currency: null,
  credits: null,
  published: false,
  referralId: null,
  summary: 'Harper Logistics',
  details: { prospectName: 'Harper Logistics', temperature: 4, scope: 'outside', description: 'A lease review' },
  occurredAt: '2026-03-01T12:00:00.000Z',
  createdAt: '2026-03-01T12:00:00.000Z',
  updatedAt: '2026-03-01T12:00:00.000Z',
  unread: false,
  actions: ['set_status'],
  nextStatuses: ['contacted', 'in_progress', 'won', 'lost'],
};

function signedIn(language: 'es' | 'de', items: ActivityRecord[]) {
  const profile = buildProfile({ preferredLanguage: language });
  signInAs(profile);
  installFakeFetch({
    'GET /api/profile': { body: profile },
    'GET /api/activities/unread-counts': { body: { givenCount: 0, receivedCount: 2 } },
    'GET /api/activities': { body: { items, nextCursor: null } },
    'GET /api/activities/:id': {
      body: {
        ...referral,
        history: [
          {
            id: 1,
            action: 'created',
            fromStatus: null,
            toStatus: 'new',
            note: null,
            actor: { id: 7, name: 'Maya Thompson' },
            createdAt: '2026-03-01T12:00:00.000Z',
          },
        ],
      },
    },
    'POST /api/activities/seen': { body: { givenCount: 0, receivedCount: 0 } },
  });
}

describe('the activity pages in the member’s language', () => {
  it('speaks Spanish: tabs, legend, the list, a record’s facts, history and actions', { timeout: 40_000 }, async () => {
    signedIn('es', [referral]);
    renderApp('/activity/referral');
    expect(await screen.findByRole('heading', { level: 1, name: 'Referencias' }, { timeout: 10_000 })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Enviados' })).toHaveAttribute('aria-selected', 'true');
    // The unread count arrives with its own answer, after the heading.
    expect(await screen.findByRole('tab', { name: 'Recibidos 2 sin leer' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dar una referencia' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Mostrar leyenda' }));
    expect(await screen.findByRole('region', { name: 'Leyenda' })).toHaveTextContent(
      'Ganada — Se convirtió en negocio',
    );

    const list = await screen.findByRole('list', { name: 'Registros' });
    expect(list).toHaveTextContent('Para Daniel Okafor');
    expect(list).toHaveTextContent('Nueva');
    await userEvent.click(within(list).getByRole('button', { name: /Para Daniel Okafor/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Harper Logistics' }, { timeout: 15_000 });
    expect(within(dialog).getByText('Cliente potencial')).toBeInTheDocument();
    expect(within(dialog).getByText('4 — Caliente: quiere conocerte')).toBeInTheDocument();
    expect(within(dialog).getByRole('region', { name: 'Historial de estados' })).toHaveTextContent(
      'Maya Thompson la envió',
    );
    expect(within(dialog).getByRole('button', { name: 'Marcar como ganada' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cerrar' })).toBeInTheDocument();
  });

  it('speaks German: the empty list and the search', { timeout: 30_000 }, async () => {
    signedIn('de', []);
    renderApp('/activity/one-to-one');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Einzelgespräche' }, { timeout: 10_000 }),
    ).toBeVisible();
    expect(await screen.findByText('Noch keine Einzelgespräche angefragt')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Einzelgespräche, die du anfragst, erscheinen hier, bis ihr beide bestätigt, dass sie stattgefunden haben.',
      ),
    ).toBeInTheDocument();
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(within(status).getByRole('option', { name: 'Neue Zeit vorgeschlagen' })).toHaveValue('rescheduled');
    expect(screen.getByPlaceholderText('Nach Name oder Text suchen')).toBeInTheDocument();
  });
});
