import type { SearchResponse, SearchResult } from '@chapter/shared/search.schemas';
import { configure, screen, within } from '@testing-library/react';
import { buildProfile, signInAs } from '../../../test/builders.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';

// These tests click through the whole app; under a parallel full-suite run, screens can take over a second.
configure({ asyncUtilTimeout: 4000 });

const plain = (text: string) => ({ text, marks: [] as Array<[number, number]> });
const marked = (text: string, word: string) => {
  const at = text.indexOf(word);
  return { text, marks: [[at, at + word.length] as [number, number]] };
};

const member: SearchResult = {
  kind: 'member',
  id: 12,
  link: '/profile/12',
  name: marked('Daniel Okafor', 'Okafor'),
  companyName: null,
  classification: null,
  role: 'Vice President',
  profileImageUrl: null,
};

const meeting: SearchResult = {
  kind: 'meeting',
  id: 30,
  link: '/meetings/30',
  title: marked('Okafor on pensions', 'Okafor'),
  meetingType: 'training',
  status: 'cancelled',
  startsAt: '2026-03-05T12:00:00.000Z',
  timezone: 'America/New_York',
  location: null,
  speaker: null,
};

const referral: SearchResult = {
  kind: 'record',
  id: 40,
  link: '/activity/referrals/40',
  activityType: 'referral',
  direction: 'given',
  title: plain('Kitchen remodel'),
  excerpt: null,
  otherMember: { id: 12, name: marked('Daniel Okafor', 'Okafor') },
  status: 'in_progress',
  occurredAt: '2026-03-03T12:00:00.000Z',
};

const channelMessage: SearchResult = {
  kind: 'channel_message',
  id: 91,
  link: '/inbox/chapter',
  group: { id: 1, name: 'Riverside Chapter' },
  sender: { id: 7, name: 'Maya Thompson' },
  announcement: true,
  excerpt: marked('Okafor speaks on Friday', 'Okafor'),
  sentAt: '2026-03-02T15:00:00.000Z',
};

describe('search in the member’s language', () => {
  it('speaks Spanish: the kinds of result, a referral’s line, a cancelled meeting and the way to more', async () => {
    const profile = buildProfile({ preferredLanguage: 'es' });
    signInAs(profile);
    const answer: SearchResponse = {
      q: 'okafor',
      groups: [
        { type: 'members', items: [member], nextCursor: null },
        { type: 'meetings', items: [meeting], nextCursor: null },
        { type: 'records', items: [referral], nextCursor: null },
        { type: 'messages', items: [channelMessage], nextCursor: 'more' },
      ],
    };
    installFakeFetch({
      'GET /api/profile': { body: profile },
      'GET /api/inbox': { status: 404 },
      'GET /api/search': { body: answer },
    });
    renderApp('/search?q=okafor');

    expect(await screen.findByRole('heading', { level: 1, name: 'Buscar' }, { timeout: 10_000 })).toBeInTheDocument();
    await screen.findByRole('list', { name: 'Miembros' });
    expect(screen.getByRole('heading', { level: 2, name: 'Reuniones' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Actividad' })).toBeInTheDocument();
    const people = screen.getByRole('list', { name: 'Miembros' });
    expect(within(people).getByRole('link', { name: /Daniel Okafor/ })).toHaveTextContent('Vicepresidente');

    const talk = screen.getByRole('link', { name: /Okafor on pensions/ });
    expect(talk).toHaveTextContent('Cancelada');
    expect(talk).toHaveTextContent('Formación');

    // The referral's line: the other member's name, its words marked, where the Spanish sentence puts it.
    const line = within(screen.getByRole('link', { name: /Kitchen remodel/ })).getByText(/Referencia para/);
    expect(line).toHaveTextContent(/^Referencia para Daniel Okafor · En curso · /);
    expect(within(line).getByText('Okafor', { selector: 'mark' })).toBeInTheDocument();

    const announcement = screen.getByRole('link', { name: /Okafor speaks on Friday/ });
    expect(announcement).toHaveTextContent('Anuncio');
    expect(announcement).toHaveTextContent('Tú: Okafor speaks on Friday');
    expect(screen.getByRole('link', { name: 'Todos los mensajes que coinciden' })).toHaveAttribute(
      'href',
      '/search?q=okafor&type=messages',
    );
    expect(
      screen.getByText('Resultados: Miembros (1), Reuniones (1), Actividad (1), Mensajes (1+)'),
    ).toBeInTheDocument();
  }, 30_000);
});
