import { screen, waitFor, within } from '@testing-library/react';
import { buildProfile, signInAs } from '../../../test/builders.ts';
import {
  buildChannelMessage,
  buildChannelPage,
  buildSummary,
  CHANNEL_MEMBERS,
} from '../../../test/chapter-builders.ts';
import { installFakeFetch, type Route } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';

const hour = 3_600_000;
const message = (id: number, content: string) =>
  buildChannelMessage({ id, content, sentAt: new Date(Date.now() - (100 - id) * hour).toISOString() });
const newest = [message(90, 'Who knows a good plumber?'), message(91, 'Try Dockside Plumbing.')];
const older = [message(12, 'The roof quote from Harbour Roofing is in.'), message(13, 'Thanks, forwarding it.')];

/** The channel opened from a search result (`?message=`), its pages answered by `messages`. */
function openAt(id: number, messages: Route<'GET /api/chapter/messages'>) {
  signInAs(buildProfile());
  const net = installFakeFetch({
    'GET /api/profile': { body: buildProfile() },
    'GET /api/chapter': { body: buildSummary({ lastReadId: 91, unreadCount: 0 }) },
    'GET /api/chapter/messages': messages,
    'GET /api/chapter/members': { body: CHANNEL_MEMBERS },
  });
  renderApp(`/inbox/chapter?message=${id}`);
  return net;
}

const list = () => screen.getByRole('list', { name: 'Messages' });

describe('the chapter channel opened at a message', () => {
  beforeEach(() => {
    vi.spyOn(document, 'hasFocus').mockReturnValue(false);
  });

  it('loads earlier pages, in large ones, until the message is there, then shows it marked', async () => {
    const net = openAt(12, (req) =>
      new URLSearchParams(req.search).has('before')
        ? { body: buildChannelPage(older, { hasMoreBack: true, before: 'c12' }) }
        : { body: buildChannelPage(newest, { hasMoreBack: true, before: 'c90' }) },
    );
    const found = await within(await screen.findByRole('list', { name: 'Messages' })).findByText(/roof quote/);
    const item = found.closest('li') as HTMLElement;
    await waitFor(() => expect(item).toHaveFocus());
    expect(item).toHaveAttribute('data-highlighted', 'true');
    // The newest page first, then one page back of the largest size, and no further.
    const pages = net.calls.filter((c) => c.path === '/api/chapter/messages').map((c) => c.search);
    expect(pages).toEqual(['?limit=30', '?limit=100&before=c90']);
    expect(within(list()).getByText('Try Dockside Plumbing.')).toBeInTheDocument();
  });

  it('says so when the message is gone, and stays at the newest', async () => {
    openAt(5, (req) =>
      new URLSearchParams(req.search).has('before')
        ? { body: buildChannelPage(older) }
        : { body: buildChannelPage(newest, { hasMoreBack: true, before: 'c90' }) },
    );
    expect(await screen.findByText('That message is no longer in the conversation.')).toBeInTheDocument();
    expect(
      within(list())
        .getByText(/roof quote/)
        .closest('li'),
    ).not.toHaveAttribute('data-highlighted');
  });
});
