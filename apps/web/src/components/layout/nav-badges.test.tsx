import { screen, waitFor, within } from '@testing-library/react';
import { buildProfile, signInAs } from '../../test/builders.ts';
import { buildChannelMessage, buildSummary, GROUP } from '../../test/chapter-builders.ts';
import { installFakeFetch } from '../../test/fake-fetch.ts';
import { FakeRealtimeServer } from '../../test/fake-realtime-server.ts';
import { buildInboxList } from '../../test/inbox-builders.ts';
import { renderApp } from '../../test/render-app.tsx';
import { setViewportWidth } from '../../test/viewport.ts';

/** Two unread direct messages, and a chapter channel with three unread messages, none naming me. */
let summary = buildSummary();

function signedIn() {
  const profile = buildProfile();
  signInAs(profile);
  summary = buildSummary({ unreadCount: 3, mentionCount: 0, lastReadId: 70 });
  installFakeFetch({
    'GET /api/profile': { body: profile },
    'GET /api/inbox': { body: buildInboxList([], { unreadCount: 2 }) },
    'GET /api/chapter': () => ({ body: summary }),
  });
}

const nav = () => screen.findByRole('navigation', { name: 'Main' });

/**
 * The Inbox item keeps its own badge (direct messages and mentions); the channel's count is a separate badge beside
 * it, outside the Inbox link.
 */
async function expectBadges(inbox: number, channel: number) {
  const main = await nav();
  await waitFor(() =>
    expect(within(main).getByRole('img', { name: `${channel} unread in the chapter channel` })).toBeInTheDocument(),
  );
  const inboxLink = within(main).getByRole('link', { name: /Inbox/ });
  expect(inboxLink).toHaveAccessibleName(new RegExp(`^(Inbox ${inbox} unread|${inbox} unread Inbox)$`));
  expect(within(inboxLink).queryByText(/chapter channel/)).not.toBeInTheDocument();
}

async function channelMessageArrives(id: number) {
  const server = await FakeRealtimeServer.start();
  await server.acceptSubscription(`chapter:${GROUP.id}`);
  // Leo's message; the server counts it too, as any later read of the summary will say.
  const message = buildChannelMessage({ id });
  summary = { ...summary, lastMessage: message, unreadCount: summary.unreadCount + 1 };
  server.publish(`chapter:${GROUP.id}`, { type: 'channel_message', message });
}

describe("the chapter channel's unread count in the navigation", () => {
  it('shows beside the inbox badge in the sidebar, counts new channel messages live, and leaves the inbox number alone', async () => {
    signedIn();
    renderApp('/home');
    await expectBadges(2, 3);
    await channelMessageArrives(81);
    await expectBadges(2, 4);
  });

  it('does the same in the bottom bar on a phone', async () => {
    setViewportWidth(375);
    signedIn();
    renderApp('/home');
    await expectBadges(2, 3);
    await channelMessageArrives(82);
    await expectBadges(2, 4);
  });
});
