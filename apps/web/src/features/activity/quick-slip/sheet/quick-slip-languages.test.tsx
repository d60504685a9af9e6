import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildProfile, buildRosterMember, signInAs } from '../../../../test/builders.ts';
import { installFakeFetch } from '../../../../test/fake-fetch.ts';
import { renderApp } from '../../../../test/render-app.tsx';
import { queueSlip } from './slip-queue.ts';

configure({ asyncUtilTimeout: 5000 });

/** What the quick slip says in each language the app offers besides English (docs/i18n.md). */
const WORDS = {
  es: {
    open: 'Nueva ficha',
    kind: 'Dar una referencia',
    who: 'Referencia para',
    recent: 'Recientes y frecuentes',
    waiting: '1 ficha pendiente de envío',
  },
  'pt-BR': {
    open: 'Nova ficha',
    kind: 'Dar uma referência',
    who: 'Referência para',
    recent: 'Recentes e frequentes',
    waiting: '1 ficha aguardando envio',
  },
  de: {
    open: 'Neuer Zettel',
    kind: 'Empfehlung geben',
    who: 'Empfehlung für',
    recent: 'Zuletzt und häufig',
    waiting: '1 Zettel wartet auf das Senden',
  },
} as const;

describe.each(Object.entries(WORDS))('the quick slip in %s', (language, words) => {
  it('speaks the member’s language from home to the member step, and for what waits', async () => {
    const profile = buildProfile({ preferredLanguage: language as keyof typeof WORDS });
    signInAs(profile);
    queueSlip({
      request: {
        type: 'testimonial',
        receiverId: 9,
        text: 'Daniel planned our retirement with great care.',
        clientRequestId: `waiting-${language}`,
      },
      receiverName: 'Daniel Okafor',
    });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    installFakeFetch({
      'GET /api/profile': { body: profile },
      'GET /api/members': { body: { items: [buildRosterMember(9, 'Daniel Okafor')], nextCursor: null } },
      'GET /api/activities/partners': { body: { memberIds: [9] } },
    });
    renderApp('/home');
    expect(await screen.findByText(words.waiting)).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: new RegExp(`^${words.open}`) }));
    await userEvent.click(await screen.findByRole('button', { name: words.kind }));
    const sheet = await screen.findByRole('dialog', { name: words.who });
    expect(await within(sheet).findByRole('region', { name: words.recent })).toHaveTextContent('Daniel Okafor');
  });
});
