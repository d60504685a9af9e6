import { screen } from '@testing-library/react';
import { buildProfile, signInAs } from '../../../test/builders.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';

/** The calendar in the member's language (docs/i18n.md): FullCalendar's words, day names and week are theirs. */
describe('the calendar in the member’s language', () => {
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
