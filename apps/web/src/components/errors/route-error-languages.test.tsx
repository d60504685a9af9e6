import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../../app/providers.tsx';
import { startLocale } from '../../lib/i18n/locale.ts';
import { RouteError } from './route-error.tsx';

function Broken(): never {
  throw new Error('Cannot read properties of undefined (reading "name")');
}

/** The visitor's browser speaks `language`, before anyone has chosen one (docs/i18n.md). */
function browserSpeaks(language: string) {
  vi.stubGlobal('navigator', { ...navigator, languages: [language], language });
  startLocale();
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('the error screen in the visitor’s language', () => {
  it('shows at once, with no Suspense boundary to wait in, then speaks German, its report form included', async () => {
    browserSpeaks('de-DE');
    const router = createMemoryRouter([{ path: '/calendar', element: <Broken />, errorElement: <RouteError /> }], {
      initialEntries: ['/calendar'],
    });
    render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    // Already there in the first render: it never waits for its words (in English until German's are in).
    expect(screen.getByRole('alert')).toHaveTextContent(/Something went wrong|Etwas ist schiefgelaufen/);

    expect(await screen.findByRole('heading', { name: 'Etwas ist schiefgelaufen' })).toBeInTheDocument();
    expect(screen.getByText('Beim Anzeigen dieser Seite ist ein Fehler aufgetreten')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Problem melden' }));
    const form = screen.getByRole('form', { name: 'Problem melden' });
    expect(within(form).getByLabelText(/Was hast du gerade gemacht\?/)).toHaveAttribute(
      'placeholder',
      'Zum Beispiel: Ich habe den Kalender geöffnet und die nächste Woche gewählt.',
    );
    expect(within(form).getByLabelText(/E-Mail/)).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Bericht senden' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();
  });
});
