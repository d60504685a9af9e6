import type { SearchResponse, SearchResult } from '@chapter/shared/search.schemas';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildProfile, signInAs } from '../../../test/builders.ts';
import { installFakeFetch, type Route } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { setViewportWidth } from '../../../test/viewport.ts';

const mark = (text: string, ...words: string[]) => ({
  text,
  marks: words.map((w) => {
    const at = text.indexOf(w);
    return [at, at + w.length] as [number, number];
  }),
});

const daniel: SearchResult = {
  kind: 'member',
  id: 12,
  link: '/profile/12',
  name: mark('Daniel Okafor', 'Okafor'),
  companyName: mark('Okafor Financial Planning', 'Okafor'),
  classification: mark('Financial Planner'),
  role: 'Member',
  profileImageUrl: null,
};

const message = (id: number, text: string, word: string): SearchResult => ({
  kind: 'message',
  id,
  link: '/inbox/conversation/4',
  conversationId: 4,
  sender: { id: 12, name: 'Daniel Okafor' },
  otherMember: { id: 12, name: 'Daniel Okafor' },
  excerpt: mark(text, word),
  sentAt: '2026-03-01T15:00:00.000Z',
});

const channelMessage = (id: number, text: string, word: string, senderId = 12): SearchResult => ({
  kind: 'channel_message',
  id,
  link: '/inbox/chapter',
  group: { id: 1, name: 'Riverside Chapter' },
  sender: { id: senderId, name: senderId === 12 ? 'Daniel Okafor' : 'Maya Thompson' },
  announcement: false,
  excerpt: mark(text, word),
  sentAt: '2026-03-02T15:00:00.000Z',
});

const meeting: SearchResult = {
  kind: 'meeting',
  id: 30,
  link: '/meetings/30',
  title: mark('Okafor on pensions', 'Okafor'),
  meetingType: 'training',
  status: 'scheduled',
  startsAt: '2026-03-05T12:00:00.000Z',
  timezone: 'America/New_York',
  location: mark('Riverside Community Hall'),
  speaker: null,
};

const answer = (groups: SearchResponse['groups'], q = 'okafor'): { body: SearchResponse } => ({ body: { q, groups } });

function signedIn(search: Route<'GET /api/search'>) {
  const profile = buildProfile();
  signInAs(profile);
  return installFakeFetch({
    'GET /api/profile': { body: profile },
    'GET /api/inbox': { status: 404 },
    'GET /api/search': search,
  });
}

const queryOf = (req: { search: string }) => new URLSearchParams(req.search);

describe('search', () => {
  it('opens from the header, searches once typing pauses, and shows the best kind first with the words marked', async () => {
    setViewportWidth(1280);
    const net = signedIn((req) => {
      const q = queryOf(req).get('q');
      if (q !== 'okafor') return answer([]);
      return answer([
        { type: 'members', items: [daniel], nextCursor: null },
        { type: 'meetings', items: [meeting], nextCursor: null },
        {
          type: 'messages',
          items: [
            channelMessage(91, 'Okafor spoke well today', 'Okafor'),
            channelMessage(92, 'Thanks to Okafor for the talk', 'Okafor', 7),
            message(90, 'Lunch with Okafor on Friday?', 'Okafor'),
          ],
          nextCursor: 'more',
        },
      ]);
    });
    const { router } = renderApp('/home');
    await userEvent.click(await screen.findByRole('link', { name: 'Search' }));
    // The screen is a lazy chunk: its first load in a test worker can take a while on a busy machine.
    const box = await screen.findByRole('searchbox', { name: 'Search' }, { timeout: 10_000 });
    await waitFor(() => expect(box).toHaveFocus());
    expect(screen.getByText('Search the chapter')).toBeInTheDocument();

    await userEvent.type(box, 'okafor');
    const people = await screen.findByRole('list', { name: 'Members' });
    // One request for the word, not one per letter.
    expect(net.callsTo('GET /api/search').map((c) => queryOf(c).get('q'))).toEqual(['okafor']);
    expect(router.state.location.search).toBe('?q=okafor');
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Members',
      'Meetings',
      'Messages',
    ]);
    const row = within(people).getByRole('link', { name: /Daniel Okafor/ });
    expect(row).toHaveAttribute('href', '/profile/12');
    expect([...row.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Okafor', 'Okafor']);
    expect(screen.getByRole('link', { name: /Okafor on pensions/ })).toHaveAttribute('href', '/meetings/30');
    expect(screen.getByRole('link', { name: /Lunch with Okafor/ })).toHaveAttribute('href', '/inbox/conversation/4');
    // The chapter channel's messages say whose channel and who wrote them (me: "You"), and open the channel.
    const spoke = screen.getByRole('link', { name: /Okafor spoke well/ });
    expect(spoke).toHaveAttribute('href', '/inbox/chapter');
    expect(spoke).toHaveTextContent('Riverside ChapterChapter channel');
    expect(spoke).toHaveTextContent('Daniel Okafor: Okafor spoke well today');
    expect(screen.getByRole('link', { name: /Thanks to Okafor/ })).toHaveTextContent('You: Thanks to Okafor');
    expect(screen.getByRole('link', { name: 'All matching messages' })).toHaveAttribute(
      'href',
      '/search?q=okafor&type=messages',
    );
  }, 20_000);

  // Phones type fast: a letter typed while the address catches up with the last pause was lost ("okafor financ"
  // became "?q=okfinanc"). Keys land just before, at and after each 300 ms pause, around every address update.
  it.each([290, 300, 310])(
    'keeps every letter typed while the address catches up (%i ms between keys)',
    async (gap) => {
      signedIn((req) => answer([], queryOf(req).get('q') ?? ''));
      const { router } = renderApp('/search');
      const box = await screen.findByRole('searchbox', { name: 'Search' }, { timeout: 10_000 });
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
      try {
        const user = userEvent.setup({ delay: gap, advanceTimers: vi.advanceTimersByTime });
        await user.type(box, 'okafor financ');
        expect(box).toHaveValue('okafor financ');
        await act(() => vi.advanceTimersByTime(300));
      } finally {
        vi.useRealTimers();
      }
      await waitFor(() => expect(router.state.location.search).toBe('?q=okafor+financ'));
      expect(box).toHaveValue('okafor financ');
    },
    20_000,
  );

  it('follows a link to another search after the member typed, and keeps to it once the typing settles', async () => {
    signedIn((req) => answer([], queryOf(req).get('q') ?? ''));
    const { router } = renderApp('/search');
    const box = await screen.findByRole('searchbox', { name: 'Search' }, { timeout: 10_000 });
    await userEvent.type(box, 'zebra');
    await waitFor(() => expect(router.state.location.search).toBe('?q=zebra'));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
    try {
      await act(() => router.navigate('/search?q=walrus'));
      // Past the 300 ms pause: the box's older words do not take the address back.
      await act(() => vi.advanceTimersByTimeAsync(600));
    } finally {
      vi.useRealTimers();
    }
    await waitFor(() => expect(box).toHaveValue('walrus'));
    expect(router.state.location.search).toBe('?q=walrus');
  }, 20_000);

  it('pages through one kind of result', async () => {
    const net = signedIn((req) => {
      const params = queryOf(req);
      const cursor = params.get('cursor');
      if (params.get('type') !== 'messages') return { status: 400, body: { code: 'VALIDATION_ERROR', message: 'x' } };
      return answer([
        {
          type: 'messages',
          items: cursor ? [message(2, 'older okafor note', 'okafor')] : [message(3, 'newer okafor note', 'okafor')],
          nextCursor: cursor ? null : 'page-2',
        },
      ]);
    });
    renderApp('/search?q=okafor&type=messages');
    expect(await screen.findByRole('link', { name: /newer okafor note/ })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Show more' }));
    expect(await screen.findByRole('link', { name: /older okafor note/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
    expect(net.callsTo('GET /api/search').map((c) => queryOf(c).get('cursor'))).toEqual([null, 'page-2']);
    expect(screen.getByRole('link', { name: 'Every kind of result' })).toHaveAttribute('href', '/search?q=okafor');
  }, 20_000);

  it('says when nothing matches, when a query cannot be searched, and offers a retry when the search failed', async () => {
    let fail = true;
    signedIn((req) => {
      const q = queryOf(req).get('q');
      if (q === '***')
        return { status: 400, body: { code: 'VALIDATION_ERROR', message: 'Search for a word: letters or digits' } };
      if (q === 'broken' && fail) return { status: 500, body: { code: 'SERVER_ERROR', message: 'Something broke' } };
      if (q === 'broken') return answer([{ type: 'members', items: [daniel], nextCursor: null }], 'broken');
      return answer([], q ?? '');
    });
    const { router } = renderApp('/search?q=zebra');
    expect(await screen.findByText('Nothing matches “zebra”')).toBeInTheDocument();
    await router.navigate('/search?q=***');
    expect(await screen.findByText('Search for a word: letters or digits')).toBeInTheDocument();
    await router.navigate('/search?q=broken');
    // A server error is retried once, a second later, before it shows.
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert).toHaveTextContent('Something broke');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Daniel Okafor/ })).toBeInTheDocument();
    // Back in the address bar: the box shows the query it went back to.
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('broken');
  }, 20_000);

  it('shows what members wrote as text, never as markup', async () => {
    const hostile = '<img src=x onerror="alert(1)"> okafor <b>bold</b>';
    signedIn(answer([{ type: 'messages', items: [message(5, hostile, 'okafor')], nextCursor: null }]));
    renderApp('/search?q=okafor');
    const row = await screen.findByRole('link', { name: /onerror/ });
    expect(row.querySelector('img, b')).toBeNull();
    expect(row).toHaveTextContent(hostile);
    expect(row.querySelector('mark')?.textContent).toBe('okafor');
  }, 20_000);

  it('works from the keyboard: "/" opens it, arrows move between results, Escape clears the box', async () => {
    setViewportWidth(1280);
    signedIn(
      answer([
        { type: 'members', items: [daniel], nextCursor: null },
        { type: 'meetings', items: [meeting], nextCursor: null },
      ]),
    );
    const { router } = renderApp('/home');
    await screen.findByRole('link', { name: 'Search' });
    await userEvent.keyboard('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/search'));
    const box = await screen.findByRole('searchbox', { name: 'Search' });
    await userEvent.type(box, 'oka');
    const first = await screen.findByRole('link', { name: /Daniel Okafor/ });
    await userEvent.keyboard('{ArrowDown}');
    expect(first).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: /Okafor on pensions/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}');
    expect(box).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(box).toHaveValue('');
    expect(await screen.findByText('Search the chapter')).toBeInTheDocument();
  }, 20_000);

  it('has a search button in the phone header too', async () => {
    setViewportWidth(375);
    signedIn(answer([]));
    renderApp('/home');
    const link = await screen.findByRole('link', { name: 'Search' });
    expect(link).toHaveAttribute('href', '/search');
    expect(link).not.toHaveAttribute('aria-keyshortcuts');
  }, 20_000);
});
