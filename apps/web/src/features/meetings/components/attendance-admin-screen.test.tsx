import { DEFAULT_ROLE_PERMISSIONS } from '@chapter/shared/roles';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildProfile, chapterTotals, funnelFigures, signInAs } from '../../../test/builders.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { setViewportWidth } from '../../../test/viewport.ts';

configure({ asyncUtilTimeout: 4000 });

const secretary = buildProfile({
  name: 'Samuel Reyes',
  role: 'Secretary Treasurer',
  permissions: [...DEFAULT_ROLE_PERMISSIONS['Secretary Treasurer']],
});
const row = (over: object) => ({
  userId: 5,
  name: 'Maya Thompson',
  classification: null,
  meetings: 26,
  present: 25,
  absent: 1,
  late: 0,
  medical: 0,
  substitute: 0,
  unrecorded: 0,
  rate: 96,
  referralsInside: 0,
  referralsOutside: 0,
  referralsReceived: 0,
  visitorsBrought: 0,
  oneToOnes: 0,
  tyfcbCents: 0,
  testimonials: 0,
  trainingCredits: 0,
  ...over,
});

/** Six months of two members' figures, as the report's first answer. */
const twoMembers = {
  from: '2025-09-01',
  to: '2026-03-02',
  meetings: 26,
  visitors: 3,
  currency: 'USD',
  weeks: [],
  funnel: funnelFigures({ given: 9, contacted: 6, won: 3, lost: 1, revenueCents: 420_000, medianDaysToContact: 2.5 }),
  rows: [
    row({ referralsInside: 2, tyfcbCents: 150_000 }),
    row({ userId: 6, name: 'Adam Ames', referralsInside: 5, tyfcbCents: 25_050 }),
  ],
  totals: chapterTotals({ present: 50, absent: 2, referralsInside: 7, tyfcbCents: 175_050 }),
};

describe('PALMS report', () => {
  it('sorts by a figure when its heading is tapped and closes with the chapter totals', async () => {
    signInAs(secretary);
    const net = installFakeFetch({
      'GET /api/profile': { body: secretary },
      'GET /api/meetings': { body: { items: [] } },
      'GET /api/attendance/report': { body: twoMembers },
    });
    renderApp('/admin/attendance');
    const table = await screen.findByRole('table');
    const names = () =>
      within(table)
        .getAllByRole('row')
        .slice(1, -1)
        .map((r) => within(r).getByRole('rowheader').textContent);
    expect(names()).toEqual(['Adam Ames', 'Maya Thompson']);
    const tyfcb = within(table).getByRole('button', { name: 'Thanks for closed business: sort' });
    await userEvent.click(tyfcb);
    expect(names()).toEqual(['Maya Thompson', 'Adam Ames']);
    expect(tyfcb.closest('th')).toHaveAttribute('aria-sort', 'descending');
    // The chapter's referral funnel of the period, as the CSV and the PDF print it.
    expect(
      screen.getByText(
        'Referral funnel: 9 given · 6 contacted · 3 won · 1 lost · $4,200.00 from referrals · median days to first contact 2.5, to won –',
      ),
    ).toBeInTheDocument();
    const totals = within(table).getByRole('row', { name: /Chapter total/ });
    expect(within(totals).getByText('$1,750.50')).toBeInTheDocument();
    expect(within(totals).getByText('7')).toBeInTheDocument();
    // A period by name: this week runs from Monday to today.
    expect(screen.getByLabelText('Period')).toHaveValue('6months');
    await userEvent.selectOptions(screen.getByLabelText('Period'), 'This week');
    await vi.waitFor(() => {
      const from = new URLSearchParams(net.callsTo('GET /api/attendance/report').at(-1)?.search).get('from');
      expect(new Date(`${from}T00:00:00Z`).getUTCDay()).toBe(1);
    });
  });

  it('shows "No meetings yet" rather than 0 % for a member who joined after the last meeting', async () => {
    signInAs(secretary);
    installFakeFetch({
      'GET /api/profile': { body: secretary },
      'GET /api/meetings': { body: { items: [] } },
      'GET /api/attendance/report': {
        body: {
          from: '2025-09-01',
          to: '2026-03-02',
          meetings: 26,
          visitors: 3,
          currency: 'USD',
          weeks: [],
          funnel: funnelFigures(),
          rows: [row({}), row({ userId: 6, name: 'Noah New', meetings: 0, present: 0, absent: 0, rate: null })],
          totals: chapterTotals({ present: 25, absent: 1 }),
        },
      },
    });
    renderApp('/admin/attendance');
    const table = await screen.findByRole('table');
    const noah = within(table).getByRole('row', { name: /Noah New/ });
    expect(within(noah).getByText('No meetings yet')).toBeInTheDocument();
    expect(within(noah).queryByText(/%/)).toBeNull();
    const maya = within(table).getByRole('row', { name: /Maya Thompson/ });
    expect(within(maya).getByText('96%')).toBeInTheDocument();
  }, 15_000);

  it('ends the period on the group’s today, not the UTC date of an American evening', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T02:00:00.000Z'));
    signInAs(secretary);
    const net = installFakeFetch({
      'GET /api/profile': { body: secretary },
      'GET /api/meetings': { body: { items: [] } },
      'GET /api/attendance/report': {
        body: {
          from: '2026-05-26',
          to: '2026-11-24',
          meetings: 0,
          visitors: 0,
          currency: 'USD',
          weeks: [],
          funnel: funnelFigures(),
          rows: [],
          totals: chapterTotals({}),
        },
      },
    });
    renderApp('/admin/attendance');
    expect(await screen.findByLabelText('To')).toHaveValue('2026-11-24');
    expect(screen.getByLabelText('From')).toHaveValue('2026-05-26');
    await vi.waitFor(() => expect(net.callsTo('GET /api/attendance/report')[0]?.search).toContain('to=2026-11-24'));
    vi.useRealTimers();
  }, 15_000);
});

describe('PALMS report on a phone', () => {
  it('shows a card per member with every figure named, sorts by a figure, and closes with the chapter total', async () => {
    setViewportWidth(360);
    signInAs(secretary);
    installFakeFetch({
      'GET /api/profile': { body: secretary },
      'GET /api/meetings': { body: { items: [] } },
      'GET /api/attendance/report': {
        body: {
          from: '2025-09-01',
          to: '2026-03-02',
          meetings: 26,
          visitors: 3,
          currency: 'USD',
          weeks: [],
          funnel: funnelFigures(),
          rows: [
            row({ referralsInside: 2, tyfcbCents: 150_000 }),
            row({ userId: 6, name: 'Adam Ames', referralsInside: 5, tyfcbCents: 25_050 }),
          ],
          totals: chapterTotals({ present: 50, absent: 2, referralsInside: 7, tyfcbCents: 175_050 }),
        },
      },
    });
    renderApp('/admin/attendance');
    const cards = await screen.findByRole('list', { name: 'PALMS by member' });
    expect(screen.queryByRole('table')).toBeNull();
    const names = () =>
      within(cards)
        .getAllByRole('listitem')
        .map((card) => card.firstElementChild?.textContent);
    expect(names()).toEqual(['Adam Ames', 'Maya Thompson']);
    const maya = within(cards).getAllByRole('listitem')[1] as HTMLElement;
    const figure = (card: HTMLElement, label: string) =>
      within(card).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(figure(maya, 'Present')).toBe('25');
    expect(figure(maya, 'Thanks for closed business')).toBe('$1,500.00');
    expect(figure(maya, 'Attendance rate')).toBe('96%');
    await userEvent.selectOptions(screen.getByLabelText('Sort by'), 'Thanks for closed business');
    expect(names()).toEqual(['Maya Thompson', 'Adam Ames']);
    const total = screen.getByRole('region', { name: 'Chapter total' });
    expect(figure(total, 'Thanks for closed business')).toBe('$1,750.50');
    expect(figure(total, 'Referrals given inside')).toBe('7');
    expect(screen.getByText(/26 meetings held · 3 visitor check-ins/).closest('ul, table')).toBeNull();
  }, 15_000);
});

describe('PALMS report downloads', () => {
  /** The screen with a one-member report, a PDF to download, and the browser's download stubbed (jsdom cannot). */
  function openWithPdf() {
    signInAs(secretary);
    const net = installFakeFetch({
      'GET /api/profile': { body: secretary },
      'GET /api/meetings': { body: { items: [] } },
      'GET /api/attendance/report': {
        body: {
          from: '2025-09-01',
          to: '2026-03-02',
          meetings: 26,
          visitors: 3,
          currency: 'USD',
          weeks: [],
          funnel: funnelFigures(),
          rows: [row({})],
          totals: chapterTotals({ present: 25, absent: 1 }),
        },
      },
      'GET /api/attendance/report.pdf': { body: '%PDF-1.3 …', headers: { 'Content-Type': 'application/pdf' } },
      'GET /api/attendance/report.csv': { body: 'Name\r\n', headers: { 'Content-Type': 'text/csv' } },
    });
    const saved: { name: string; type: string }[] = [];
    let file: Blob | undefined;
    URL.createObjectURL = (blob: Blob) => {
      file = blob;
      return 'blob:palms';
    };
    URL.revokeObjectURL = () => {};
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ name: this.download, type: file?.type ?? '' });
    });
    renderApp('/admin/attendance');
    const papers = () => net.callsTo('GET /api/attendance/report.pdf').map((c) => new URLSearchParams(c.search));
    return { saved, papers };
  }

  it('downloads the PDF on US Letter in the United States, and on A4 once A4 is chosen', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-US');
    const { saved, papers } = openWithPdf();
    await screen.findByRole('table');
    const paper = screen.getByLabelText('Paper');
    expect(paper).toHaveValue('letter');
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(papers()[0]?.get('paper')).toBe('letter');
    const to = screen.getByLabelText('To').getAttribute('value');
    const from = screen.getByLabelText('From').getAttribute('value');
    expect(Object.fromEntries(papers()[0] ?? [])).toEqual({ from, to, paper: 'letter' });
    expect(saved[0]).toEqual({ name: `palms-${from}-${to}.pdf`, type: 'application/pdf' });

    await userEvent.selectOptions(paper, 'A4');
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(papers()[1]?.get('paper')).toBe('a4');
  }, 15_000);

  it('names the CSV for what it holds, the PALMS of the period', async () => {
    const { saved } = openWithPdf();
    await screen.findByRole('table');
    await userEvent.click(screen.getByRole('button', { name: 'CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const to = screen.getByLabelText('To').getAttribute('value');
    const from = screen.getByLabelText('From').getAttribute('value');
    expect(saved[0]?.name).toBe(`palms-${from}-${to}.csv`);
  }, 15_000);

  it('suggests A4 outside the United States and Canada', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('en-GB');
    const { saved, papers } = openWithPdf();
    await screen.findByRole('table');
    expect(screen.getByLabelText('Paper')).toHaveValue('a4');
    await userEvent.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(papers()[0]?.get('paper')).toBe('a4');
  }, 15_000);
});

describe('the PALMS report in the member’s language', () => {
  it('shows the PALMS report in German: its words, its sort, and German figures and amounts', async () => {
    const german = { ...secretary, preferredLanguage: 'de' as const };
    signInAs(german);
    installFakeFetch({
      'GET /api/profile': { body: german },
      'GET /api/meetings': { body: { items: [] } },
      'GET /api/attendance/report': { body: twoMembers },
    });
    renderApp('/admin/attendance');

    // German once the profile names it: the app mounts again in German after its messages arrive.
    const table = await screen.findByRole('table', { name: 'PALMS nach Mitglied' }, { timeout: 12_000 });
    expect(screen.getByRole('heading', { level: 1, name: 'Anwesenheit' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'PALMS-Bericht' })).toBeInTheDocument();
    expect(screen.getByText(/26 Treffen abgehalten · 3 Besucher-Check-ins · jedes Mitglied zählt/)).toBeInTheDocument();
    // The period by name, and the files to download.
    const period = screen.getByRole('combobox', { name: 'Zeitraum' });
    expect(within(period).getByRole('option', { selected: true })).toHaveTextContent('Letzte 6 Monate');
    expect(screen.getByRole('button', { name: 'PDF herunterladen' })).toBeInTheDocument();
    expect(screen.getByLabelText('Von')).toBeInTheDocument();

    // The fixed codes stay; their names, the sort and the amounts are German.
    const thanks = within(table).getByRole('button', { name: 'Danke für abgeschlossenes Geschäft: sortieren' });
    expect(thanks).toHaveTextContent('TYFCB');
    expect(within(table).getByRole('button', { name: 'Mitglied: sortieren' })).toHaveTextContent('Mitglied');
    expect(within(table).getByRole('button', { name: 'Anwesenheitsquote: sortieren' })).toHaveTextContent('Quote');
    await userEvent.click(thanks);
    const names = within(table)
      .getAllByRole('row')
      .slice(1, -1)
      .map((r) => within(r).getByRole('rowheader').textContent);
    expect(names).toEqual(['Maya Thompson', 'Adam Ames']);
    const maya = within(table).getByRole('row', { name: /Maya Thompson/ });
    expect(within(maya).getByText('1.500,00 $')).toBeInTheDocument();
    expect(within(maya).getByText(/^96\s%$/)).toBeInTheDocument();
    const totals = within(table).getByRole('row', { name: /Summe des Chapters/ });
    expect(within(totals).getByText('1.750,50 $')).toBeInTheDocument();
  }, 15_000);
});
