import { configure, screen, within } from '@testing-library/react';
import { buildProfile, signInAs } from '../../../test/builders.ts';
import {
  buildChannelMessage,
  buildChannelPage,
  buildSummary,
  CHANNEL_MEMBERS,
} from '../../../test/chapter-builders.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';

// These tests click through the whole app; under a parallel full-suite run, screens can take over a second.
configure({ asyncUtilTimeout: 5000 });

const yesterday = new Date(Date.now() - 86_400_000).toISOString();
const welcome = buildChannelMessage({
  id: 30,
  kind: 'announcement',
  senderId: 2,
  senderName: 'Patricia Owens',
  content: 'We meet at the library from next week.',
  sentAt: yesterday,
});

describe('the chapter channel in the member’s language', () => {
  beforeEach(() => {
    vi.spyOn(document, 'hasFocus').mockReturnValue(true);
  });

  it('speaks German: header, pinned announcement, day separator and the message box', async () => {
    const profile = buildProfile({ preferredLanguage: 'de' });
    signInAs(profile);
    const pinned = { message: welcome, pinnedBy: { id: 2, name: 'Patricia Owens' }, pinnedAt: yesterday };
    installFakeFetch({
      'GET /api/profile': { body: profile },
      'GET /api/chapter': { body: buildSummary({ lastReadId: 30, pinned }) },
      'GET /api/chapter/messages': { body: buildChannelPage([welcome]) },
      'GET /api/chapter/members': { body: CHANNEL_MEMBERS },
    });
    renderApp('/inbox/chapter');

    const pin = await screen.findByRole('region', { name: 'Angeheftete Ankündigung' }, { timeout: 15_000 });
    expect(pin).toHaveTextContent('Angeheftet von Patricia Owens');
    expect(screen.getByText(/^Chapter-Kanal/)).toHaveTextContent('Chapter-Kanal · tippe @, um jemanden zu erwähnen');
    const list = await screen.findByRole('list', { name: 'Nachrichten' });
    expect(within(list).getByText('Ankündigung')).toBeInTheDocument();
    expect(within(list).getByText('Gestern')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nachricht' })).toHaveAttribute(
      'placeholder',
      'An das Chapter schreiben…',
    );
  });
});
