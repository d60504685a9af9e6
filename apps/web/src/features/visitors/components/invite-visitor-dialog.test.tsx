import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { queryClient } from '../../../lib/query-client.ts';
import { buildProfile, signInAs } from '../../../test/builders.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { InviteVisitorDialog } from './invite-visitor-dialog.tsx';

describe('InviteVisitorDialog', () => {
  it('offers the telephone keypad and phone autofill for the phone number', async () => {
    signInAs(buildProfile());
    installFakeFetch({ 'GET /api/meetings': { body: { items: [] } } });
    render(
      <QueryClientProvider client={queryClient}>
        <InviteVisitorDialog open onOpenChange={() => undefined} />
      </QueryClientProvider>,
    );
    const phone = await screen.findByLabelText(/Phone/);
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('inputmode', 'tel');
    expect(phone).toHaveAttribute('autocomplete', 'tel');
  });
});
