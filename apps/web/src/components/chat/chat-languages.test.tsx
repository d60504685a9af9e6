import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildProfile, signInAs } from '../../test/builders.ts';
import { installFakeFetch } from '../../test/fake-fetch.ts';
import { buildConversation, buildMessage, LEO, ME } from '../../test/inbox-builders.ts';
import { renderApp } from '../../test/render-app.tsx';

// These tests click through the whole app; under a parallel full-suite run, screens can take over a second.
configure({ asyncUtilTimeout: 5000 });

const yesterday = new Date(Date.now() - 86_400_000).toISOString();

/** A conversation opened by a member who chose German (docs/i18n.md "Choosing the language"). */
function openInGerman() {
  const profile = buildProfile({ preferredLanguage: 'de' });
  signInAs(profile);
  installFakeFetch({
    'GET /api/profile': { body: profile },
    'GET /api/inbox/conversations/3': {
      body: buildConversation([
        buildMessage({ id: 21, content: 'Are you free on Friday?', sentAt: yesterday }),
        buildMessage({
          id: 22,
          senderId: ME.id,
          senderName: ME.name,
          recipientId: LEO.id,
          recipientName: LEO.name,
          content: 'Yes, after ten.',
          isRead: true,
        }),
      ]),
    },
    'POST /api/inbox/conversations/3/read': { body: { conversationId: 3, messageIds: [21], unreadCount: 0 } },
  });
  renderApp('/inbox/conversation/3');
}

describe('a conversation in the member’s language', () => {
  beforeEach(() => {
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
  });

  it('speaks German: the message box, the day separators and the message menu', async () => {
    const user = userEvent.setup();
    openInGerman();
    const list = await screen.findByRole('list', { name: 'Nachrichten' }, { timeout: 10_000 });
    // The days come from Intl in the active language, not from English words.
    expect(within(list).getByText('Gestern')).toBeInTheDocument();
    expect(within(list).getByText('Heute')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nachricht' })).toHaveAttribute('placeholder', 'Nachricht schreiben…');
    expect(screen.getByRole('button', { name: 'Senden' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Foto oder Datei anhängen' })).toBeInTheDocument();

    const item = within(list).getByText('Yes, after ten.').closest('li') as HTMLElement;
    await user.click(within(item).getByRole('button', { name: 'Aktionen für die Nachricht' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Antworten' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Text kopieren' })).toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: 'Löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Diese Nachricht löschen?' });
    expect(dialog).toHaveTextContent('Das kann nicht rückgängig gemacht werden.');
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeInTheDocument();
  });
});
