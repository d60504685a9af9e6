import type { ImportPreview } from '@chapter/shared/lifecycle.schemas';
import { DEFAULT_ROLE_PERMISSIONS } from '@chapter/shared/roles';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildProfile, buildRosterMember, signInAs } from '../../../test/builders.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';

// These tests click through the whole app; under a parallel full-suite run, screens can take over a second.
configure({ asyncUtilTimeout: 4000 });

const row = (line: number, email: string, errors: Array<{ field: string; message: string }> = []) => ({
  line,
  name: `Person ${line}`,
  email,
  companyName: null,
  classification: null,
  phone: null,
  role: 'Member',
  renewalDue: null,
  errors,
});

const preview: ImportPreview = {
  rows: [row(2, 'a@x.test'), row(3, 'bad', [{ field: 'email', message: 'Not a valid e-mail address' }])],
  validCount: 1,
  errorCount: 1,
  fileErrors: [],
};

describe('users in the leader’s language', () => {
  it('speaks German: the tabs, the role filter, and the import with its counts in bold', async () => {
    const vp = buildProfile({
      role: 'Vice President',
      permissions: [...DEFAULT_ROLE_PERMISSIONS['Vice President']],
      preferredLanguage: 'de',
    });
    signInAs(vp);
    installFakeFetch({
      'GET /api/profile': { body: vp },
      'GET /api/members': {
        body: { items: [buildRosterMember(2, 'Bo Baker')], nextCursor: null, classifications: [] },
      },
      'POST /api/members/import/preview': { body: preview },
    });
    renderApp('/admin/users');

    expect(await screen.findByRole('heading', { level: 1, name: 'Benutzer' }, { timeout: 10_000 })).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'Status' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Aktiv', 'Ausstehend', 'Deaktiviert', 'Abgelaufen']);
    const role = screen.getByRole('combobox', { name: 'Rolle' });
    expect(within(role).getByRole('option', { name: 'Alle Rollen' })).toHaveValue('');
    expect(within(role).getByRole('option', { name: 'Schriftführer und Kassenwart' })).toHaveValue(
      'Secretary Treasurer',
    );
    expect(screen.getByRole('searchbox', { name: 'Benutzer suchen' })).toHaveAttribute(
      'placeholder',
      'Name, Firma oder Branche suchen',
    );

    await userEvent.click(screen.getByRole('button', { name: 'CSV importieren' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mitglieder importieren' });
    const file = new File(['name,email\nA,a@x.test\nB,bad'], 'members.csv', { type: 'text/csv' });
    await userEvent.upload(within(dialog).getByLabelText('CSV-Datei'), file);
    const summary = await within(dialog).findByText(/mit Fehlern: Korrigiere/);
    expect(summary).toHaveTextContent(
      '1 bereit, 1 mit Fehlern: Korrigiere die Datei und wähle sie erneut. Es wird nichts importiert, solange nicht jede Zeile stimmt.',
    );
    // The numbers stay in bold where the German sentence puts them.
    expect([...summary.querySelectorAll('strong')].map((strong) => strong.textContent)).toEqual(['1', '1']);
    expect(within(dialog).getByRole('columnheader', { name: 'Branche · Rolle' })).toBeInTheDocument();
    expect(within(dialog).getByText('Bereit')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: '1 Mitglied importieren' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Andere Datei wählen' })).toBeInTheDocument();
  }, 30_000);
});
