import { screen } from '@testing-library/react';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';

describe('invitation-response screen (seed §2)', () => {
  it.each([
    ['?alreadyProcessed=true&action=accept', 'Already Processed', /contact the person who invited you/, 'Close'],
    [
      '?action=accept',
      'Thank You for Accepting!',
      /temporary password and login instructions.*spam folder/,
      'Proceed to Login',
    ],
    [
      '?action=decline',
      'Thank You for Responding',
      /decline has been recorded.*contact the person who invited you/,
      'Close',
    ],
    ['', 'Thank You for Responding', /decline has been recorded/, 'Close'],
  ])('%s → %s', async (query, title, text, link) => {
    installFakeFetch({});
    renderApp(`/visitor/response${query}`);
    expect(await screen.findByRole('heading', { name: title })).toBeInTheDocument();
    expect(screen.getByText(text)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', '/login');
  });
});
