import type { ChapterCard, ChapterFigureRow } from '@chapter/shared/chapter-scorecard.schemas';
import { DEFAULT_ROLE_PERMISSIONS } from '@chapter/shared/roles';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildProfile, signInAs } from '../../../test/builders.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';

// The admin area loads its screens lazily; under a parallel run they can take over a second.
configure({ asyncUtilTimeout: 5000 });

const compared = (median: number | null, rank: number | null): ChapterFigureRow['comparison'] => ({
  chapters: 3,
  median,
  lowerQuartile: median === null ? null : median - 1,
  upperQuartile: median === null ? null : median + 1,
  rank,
  ranked: 4,
});

const figure = (
  key: ChapterFigureRow['key'],
  value: number | null,
  previous: number | null,
  median: number | null = null,
  rank: number | null = null,
): ChapterFigureRow => ({
  key,
  value,
  previous,
  change: value === null || previous === null ? null : value - previous,
  higherIsBetter: key !== 'left',
  comparison: compared(median, rank),
});

// What the server answers for February 2026 against January (chapter-card.test.ts computes such answers).
const card: ChapterCard = {
  groupId: 1,
  months: 3,
  currency: 'USD',
  current: { first: '2025-12-01', last: '2026-02-28' },
  previous: { first: '2025-09-01', last: '2025-11-30' },
  figures: [
    figure('size', 5, 4, 5, 2),
    figure('joined', 1, 1),
    figure('left', 1, 0),
    figure('referralsInside', 2, 1, 3, 3),
    figure('referralsOutside', 2, 0),
    figure('visitors', 2, 1),
    figure('conversion', 0.5, 0),
    figure('revenueCents', 200_000, 100_000),
    figure('attendance', 0.8, 0.5),
  ],
  comparison: { mode: 'size', size: 3, chapters: null, canChange: true, choices: null },
};

const empty: ChapterCard = {
  ...card,
  figures: card.figures.map((f) => ({ ...f, value: f.key === 'conversion' ? null : 0, previous: 0, change: 0 })),
  comparison: { ...card.comparison, size: 0 },
};

type Reply = { status: 500; body: object } | { body: ChapterCard };

function open(answer: () => Reply, language: 'en' | 'es' = 'en', role: 'President' | 'Admin' = 'President') {
  const president = buildProfile({
    name: 'Pat President',
    role,
    permissions: [...DEFAULT_ROLE_PERMISSIONS[role]],
    membership: { role: { name: role, isLeadership: true }, status: 'active', classification: null },
    preferredLanguage: language,
  });
  signInAs(president);
  const net = installFakeFetch({
    'GET /api/profile': { body: president },
    'GET /api/scorecard/chapter': answer,
    'PUT /api/scorecard/chapter/comparison': { body: { mode: 'all' } },
  });
  renderApp('/admin/chapter-scorecard');
  return net;
}

const rowOf = async (name: string) =>
  (await screen.findByRole('rowheader', { name })).closest('tr') as HTMLTableRowElement;

describe('the chapter scorecard', () => {
  it('shows each figure with the previous period, the change and the comparison group', async () => {
    open(() => ({ body: card }));
    expect(await screen.findByRole('heading', { name: 'Chapter scorecard' })).toBeInTheDocument();
    expect(
      await screen.findByText('Dec 1, 2025 – Feb 28, 2026, against Sep 1, 2025 – Nov 30, 2025'),
    ).toBeInTheDocument();
    expect(
      within(await rowOf('Members at the end'))
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['5', '4', 'up, better +1', '5', '4 – 6', '2 of 4']);
    // One more leaver is bad news.
    expect(within(await rowOf('Members who left')).getAllByRole('cell')[2]).toHaveTextContent('up, worse +1');
    expect(within(await rowOf('Visitors who joined')).getAllByRole('cell')[0]).toHaveTextContent('50%');
    expect(within(await rowOf('Thanks for closed business')).getAllByRole('cell')[0]).toHaveTextContent('$2,000.00');
    expect(within(await rowOf('Attendance')).getAllByRole('cell')[2]).toHaveTextContent('+30%');
    const group = screen.getByRole('region', { name: 'Comparison group' });
    expect(group).toHaveTextContent('Compared with 3 chapters within a quarter of this one');
    expect(group).toHaveTextContent("Other chapters' names are shown only");
    // A President picks no chapters by name: only size or all.
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.textContent),
    ).toEqual(['Chapters of similar size (within 25 %)', 'Every other chapter']);
  });

  it('changes the period and saves the comparison group', async () => {
    const net = open(() => ({ body: card }));
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Period' }), '12');
    await screen.findByRole('table');
    expect(net.callsTo('GET /api/scorecard/chapter').at(-1)?.search).toBe('?months=12');
    await userEvent.click(screen.getByRole('radio', { name: 'Every other chapter' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save the comparison group' }));
    expect(await screen.findByText('Comparison group saved')).toBeInTheDocument();
    expect(net.callsTo('PUT /api/scorecard/chapter/comparison')[0]?.body).toEqual({ mode: 'all' });
  });

  it('shows a President the chapters an administrator picked as a count, and starts their choice from size', async () => {
    const picked: ChapterCard = { ...card, comparison: { ...card.comparison, mode: 'chosen', size: 2 } };
    open(() => ({ body: picked }));
    const group = await screen.findByRole('region', { name: 'Comparison group' });
    expect(group).toHaveTextContent('Compared with 2 chosen chapters.');
    expect(within(group).getByRole('radio', { name: 'Chapters of similar size (within 25 %)' })).toBeChecked();
    expect(within(group).queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('says when a new chapter has no figures yet', async () => {
    open(() => ({ body: empty }));
    expect(await screen.findByText('No figures yet')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByText("No other chapter is within a quarter of this one's size.")).toBeVisible();
  });

  it('offers a retry when the card does not load, and speaks the chapter’s language', async () => {
    let down = true;
    const net = open(
      () => (down ? { status: 500, body: { code: 'SERVER_ERROR', message: 'Server error' } } : { body: card }),
      'es',
    );
    const alert = await screen.findByRole('alert');
    down = false;
    await userEvent.click(within(alert).getByRole('button'));
    expect(await screen.findByRole('rowheader', { name: 'Referencias internas' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Resultados del capítulo' })).toBeInTheDocument();
    expect(net.callsTo('GET /api/scorecard/chapter').length).toBeGreaterThanOrEqual(2);
  });

  it('lets those who see the organisation’s groups pick chapters by name', async () => {
    const chapters = [
      { id: 2, name: 'Lakeside Chapter' },
      { id: 3, name: 'Hillside Chapter' },
    ];
    const named: ChapterCard = {
      ...card,
      comparison: { mode: 'size', size: 1, chapters: chapters.slice(0, 1), canChange: true, choices: chapters },
    };
    const net = open(() => ({ body: named }), 'en', 'Admin');
    const group = await screen.findByRole('region', { name: 'Comparison group' });
    expect(within(group).getByRole('list', { name: 'Chapters in the group' })).toHaveTextContent('Lakeside Chapter');
    await userEvent.click(within(group).getByRole('radio', { name: 'Chapters I pick' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save the comparison group' }));
    expect(await screen.findByText('Choose at least one chapter')).toBeInTheDocument();
    expect(net.callsTo('PUT /api/scorecard/chapter/comparison')).toHaveLength(0);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Hillside Chapter' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save the comparison group' }));
    await screen.findByText('Comparison group saved');
    expect(net.callsTo('PUT /api/scorecard/chapter/comparison')[0]?.body).toEqual({ mode: 'chosen', groupIds: [3] });
  });
});
