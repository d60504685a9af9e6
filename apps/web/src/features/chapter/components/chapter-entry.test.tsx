import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildProfile, signInAs } from '../../../test/builders.ts';
import { buildChannelMessage, buildSummary, GROUP } from '../../../test/chapter-builders.ts';
import { installFakeFetch, type Route } from '../../../test/fake-fetch.ts';
import { FakeRealtimeServer } from '../../../test/fake-realtime-server.ts';
import { buildInboxList, LEO, ME } from '../../../test/inbox-builders.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { findToast } from '../../../test/toasts.ts';

const latest = buildChannelMessage({ id: 80, content: 'Breakfast is on me this week' });

function open(chapter: Route<'GET /api/chapter'>) {
  signInAs(buildProfile());
  return installFakeFetch({
    'GET /api/profile': { body: buildProfile() },
    'GET /api/inbox': { body: buildInboxList([]) },
    'GET /api/chapter': chapter,
  });
}

const entry = () => screen.getByRole('link', { name: /Chapter channel/ });
const inboxNavLink = () =>
  within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: /^Inbox/ });

describe('the chapter channel in the inbox', () => {
  it('leads the inbox with the latest message, unread and mention counts, above the conversations', async () => {
    open({ body: buildSummary({ lastMessage: latest, unreadCount: 3, mentionCount: 1, lastReadId: 70 }) });
    renderApp('/inbox');
    await waitFor(() => expect(entry()).toHaveTextContent(GROUP.name));
    expect(entry()).toHaveAttribute('href', '/inbox/chapter');
    expect(entry()).toHaveTextContent(`${LEO.name}: Breakfast is on me this week`);
    expect(entry()).toHaveTextContent('3 unread');
    expect(entry()).toHaveTextContent('1 mention');
    // The Inbox badge counts what is addressed to me: direct messages and mentions, not the chapter's chatter.
    await waitFor(() => expect(inboxNavLink()).toHaveAccessibleName('Inbox 1 unread'));
    expect(screen.getByRole('heading', { name: 'No conversations yet' })).toBeInTheDocument();
  });

  it('counts new messages live, not my own, and takes my read position from my other devices', async () => {
    let summary = buildSummary({ lastMessage: latest, unreadCount: 1, lastReadId: 70 });
    open(() => ({ body: summary }));
    renderApp('/inbox');
    await waitFor(() => expect(entry()).toHaveTextContent('1 unread'));
    const server = await FakeRealtimeServer.start();
    await server.acceptSubscription(`chapter:${GROUP.id}`);
    await server.acceptSubscription(`inbox:${ME.id}`);
    const next = buildChannelMessage({ id: 81, content: 'See you at 7' });
    summary = { ...summary, lastMessage: next, unreadCount: 2 };
    server.publish(`chapter:${GROUP.id}`, { type: 'channel_message', message: next });
    await waitFor(() => expect(entry()).toHaveTextContent('2 unread'));
    expect(entry()).toHaveTextContent('See you at 7');
    // The same message again (a replay, or the answer to a send) is not counted twice.
    server.publish(`chapter:${GROUP.id}`, { type: 'channel_message', message: next });
    const mine = buildChannelMessage({ id: 82, senderId: ME.id, senderName: ME.name, content: 'Count me in' });
    summary = { ...summary, lastMessage: mine };
    server.publish(`chapter:${GROUP.id}`, { type: 'channel_message', message: mine });
    await waitFor(() => expect(entry()).toHaveTextContent('You: Count me in'));
    expect(entry()).toHaveTextContent('2 unread');

    summary = { ...summary, unreadCount: 0, lastReadId: 82 };
    server.publish(`inbox:${ME.id}`, {
      type: 'channel_read',
      groupId: GROUP.id,
      lastReadId: 82,
      unreadCount: 0,
      mentionCount: 0,
    });
    await waitFor(() => expect(entry()).not.toHaveTextContent('unread'));
  });

  it('raises the badge and tells me when I am mentioned, away from the channel', async () => {
    let summary = buildSummary({ lastMessage: latest, lastReadId: 80 });
    open(() => ({ body: summary }));
    renderApp('/home');
    const server = await FakeRealtimeServer.start();
    await server.acceptSubscription(`inbox:${ME.id}`);
    await waitFor(() => expect(inboxNavLink()).toHaveAccessibleName('Inbox'));
    const naming = buildChannelMessage({
      id: 90,
      content: 'Can @Maya Thompson bring the banner?',
      mentions: [{ userId: ME.id, name: ME.name }],
    });
    summary = { ...summary, mentionCount: 1, unreadCount: 1, lastMessage: naming };
    server.publish(`inbox:${ME.id}`, { type: 'channel_mention', message: naming, mentionCount: 1 });
    expect(await findToast(`${LEO.name} mentioned you in the chapter channel`)).toHaveTextContent(
      'Can @Maya Thompson bring the banner?',
    );
    await waitFor(() => expect(inboxNavLink()).toHaveAccessibleName('Inbox 1 unread'));
  });

  it('shows nothing for a member without a channel, and a retry when it cannot be loaded', async () => {
    const user = userEvent.setup();
    let down = true;
    open(() => (down ? { status: 500, body: { code: 'SERVER_ERROR', message: 'Server error' } } : { status: 404 }));
    renderApp('/inbox');
    expect(
      await screen.findByText('The chapter channel could not be loaded.', {}, { timeout: 4000 }),
    ).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.queryByText('The chapter channel could not be loaded.')).toBeNull());
    expect(screen.queryByRole('link', { name: /Chapter channel/ })).toBeNull();
    expect(screen.getByRole('heading', { name: 'No conversations yet' })).toBeInTheDocument();
  });
});
