import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildAdmin, signInAs } from '../../../test/builders.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';

// These tests click through the whole app; under a parallel full-suite run, screens can take over a second.
configure({ asyncUtilTimeout: 4000 });

describe('a new meeting', () => {
  it('is checked by the shared meeting rules before anything is sent, in their words', async () => {
    const user = userEvent.setup();
    const admin = buildAdmin();
    signInAs(admin);
    const net = installFakeFetch({ 'GET /api/profile': { body: admin } });
    renderApp('/meetings/new/edit');
    const duration = await screen.findByRole('spinbutton', { name: 'Duration (minutes)' });
    await user.clear(duration);
    await user.type(duration, '3');
    await user.click(screen.getByRole('button', { name: 'Create meeting' }));
    expect(await screen.findByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('At least 5 minutes')).toBeInTheDocument();
    expect(net.callsTo('POST /api/meetings')).toHaveLength(0);
  });
});
