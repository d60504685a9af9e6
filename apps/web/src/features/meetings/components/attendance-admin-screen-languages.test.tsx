import { DEFAULT_ROLE_PERMISSIONS } from '@chapter/shared/roles';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildProfile, chapterTotals, signInAs } from '../../../test/builders.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';

/** The PALMS report and the calendar in a member's chosen language (docs/i18n.md). */
const row = (over: object) => ({
  userId: 5,
  name: 'Maya Thompson',
  classification: null,
  meetings: 26,
  present: 25,
  absent: 1,
  late: 0,
  medical: 0,
  substitute: 0,
  unrecorded: 0,
  rate: 96,
  referralsInside: 0,
  referralsOutside: 0,
  referralsReceived: 0,
  visitorsBrought: 0,
  oneToOnes: 0,
  tyfcbCents: 0,
  testimonials: 0,
  trainingCredits: 0,
  ...over,
});

describe('the meetings’ screens in the member’s language', () => {
  it('shows the PALMS report in German: its words, its sort, and German figures and amounts', async () => {
    const secretary = buildProfile({
      name: 'Samuel Reyes',
      role: 'Secretary Treasurer',
      permissions: [...DEFAULT_ROLE_PERMISSIONS['Secretary Treasurer']],
      preferredLanguage: 'de',
    });
    signInAs(secretary);
    installFakeFetch({
      'GET /api/profile': { body: secretary },
      'GET /api/meetings': { body: { items: [] } },
      'GET /api/attendance/report': {
        body: {
          from: '2025-09-01',
          to: '2026-03-02',
          meetings: 26,
          visitors: 3,
          currency: 'USD',
          rows: [
            row({ referralsInside: 2, tyfcbCents: 150_000 }),
            row({ userId: 6, name: 'Adam Ames', referralsInside: 5, tyfcbCents: 25_050 }),
          ],
          totals: chapterTotals({ present: 50, absent: 2, referralsInside: 7, tyfcbCents: 175_050 }),
        },
      },
    });
    renderApp('/admin/attendance');

    // German once the profile names it: the app mounts again in German after its messages arrive.
    const table = await screen.findByRole('table', { name: 'PALMS nach Mitglied' }, { timeout: 12_000 });
    expect(screen.getByRole('heading', { level: 1, name: 'Anwesenheit' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'PALMS-Bericht' })).toBeInTheDocument();
    expect(screen.getByText(/26 Treffen abgehalten · 3 Besucher-Check-ins · jedes Mitglied zählt/)).toBeInTheDocument();
    // The period by name, and the files to download.
    const period = screen.getByRole('combobox', { name: 'Zeitraum' });
    expect(within(period).getByRole('option', { selected: true })).toHaveTextContent('Letzte 6 Monate');
    expect(screen.getByRole('button', { name: 'PDF herunterladen' })).toBeInTheDocument();
    expect(screen.getByLabelText('Von')).toBeInTheDocument();

    // The fixed codes stay; their names, the sort and the amounts are German.
    const thanks = within(table).getByRole('button', { name: 'Danke für abgeschlossenes Geschäft: sortieren' });
    expect(thanks).toHaveTextContent('TYFCB');
    expect(within(table).getByRole('button', { name: 'Mitglied: sortieren' })).toHaveTextContent('Mitglied');
    expect(within(table).getByRole('button', { name: 'Anwesenheitsquote: sortieren' })).toHaveTextContent('Quote');
    await userEvent.click(thanks);
    const names = within(table)
      .getAllByRole('row')
      .slice(1, -1)
      .map((r) => within(r).getByRole('rowheader').textContent);
    expect(names).toEqual(['Maya Thompson', 'Adam Ames']);
    const maya = within(table).getByRole('row', { name: /Maya Thompson/ });
    expect(within(maya).getByText('1.500,00 $')).toBeInTheDocument();
    expect(within(maya).getByText(/^96\s%$/)).toBeInTheDocument();
    const totals = within(table).getByRole('row', { name: /Summe des Chapters/ });
    expect(within(totals).getByText('1.750,50 $')).toBeInTheDocument();
  }, 15_000);

  it('lays the calendar out in Spanish: Spanish buttons, day names, and weeks that start on Monday', async () => {
    // A browser in Spain: the week starts as the reader's region starts it.
    vi.stubGlobal('navigator', { ...navigator, languages: ['es-ES'], language: 'es-ES' });
    const member = buildProfile({ preferredLanguage: 'es' });
    signInAs(member);
    installFakeFetch({
      'GET /api/profile': { body: member },
      'GET /api/meetings': { body: { items: [] } },
      'GET /api/calendar/feed': { body: { active: false, createdAt: null, url: null } },
    });
    renderApp('/calendar');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Calendario' }, { timeout: 12_000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Exportar calendario/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hoy' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mes anterior' })).toBeInTheDocument();
    expect(await screen.findByText('No hay próximas reuniones en este periodo.')).toBeInTheDocument();
    // The month's columns: Monday first, named in Spanish.
    const days = screen.getAllByRole('columnheader').map((th) => th.textContent?.trim());
    expect(days.slice(0, 7)).toEqual(['lun', 'mar', 'mié', 'jue', 'vie', 'sáb', 'dom']);
  }, 15_000);
});
