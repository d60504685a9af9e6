import type { HistoryImportPreview, ImportPlanRow } from '@chapter/shared/imports.schemas';
import { DEFAULT_ROLE_PERMISSIONS } from '@chapter/shared/roles';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildAdmin, buildProfile, signInAs } from '../../../test/builders.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { findToast } from '../../../test/toasts.ts';

// These tests click through the whole app; under a parallel full-suite run, screens can take over a second.
configure({ asyncUtilTimeout: 4000 });

const vp = buildProfile({ role: 'Vice President', permissions: [...DEFAULT_ROLE_PERMISSIONS['Vice President']] });
const CSV = 'From,To,Slip Type\r\nAnn Archer,Bo Lee,Referral\r\nDee Stranger,Ann Archer,Referral\r\n';
const members = [
  { id: 11, name: 'Ann Archer' },
  { id: 12, name: 'Bo Lee' },
];
const row = (n: number, outcome: ImportPlanRow['outcome'], reason: string | null = null): ImportPlanRow => ({
  row: n,
  outcome,
  summary: `Referral: row ${n}`,
  column: reason ? 'From' : null,
  reason,
});

/** The server's answers as it plans: the week first, then the unmatched name, then a clean plan. */
function plan(body: { week?: string; matches?: Record<string, number | null> }): HistoryImportPreview {
  const base = {
    kind: 'slips' as const,
    headers: ['From', 'To', 'Slip Type'],
    mapping: { from: 'From', to: 'To', slipType: 'Slip Type' },
    missing: [],
    members,
  };
  const none = { create: 0, update: 0, unchanged: 0, skipped: 0, error: 0 };
  if (!body.week) return { ...base, needsWeek: true, rows: [], counts: none, names: [] };
  const matched = body.matches?.['Dee Stranger'];
  return {
    ...base,
    needsWeek: false,
    rows: [
      row(2, 'create'),
      matched
        ? row(3, 'create')
        : row(3, 'error', 'No member matches "Dee Stranger": match it by hand or leave it out'),
    ],
    counts: { ...none, create: matched ? 2 : 1, error: matched ? 0 : 1 },
    names: [
      { name: 'Dee Stranger', userId: matched ?? null, by: matched ? 'manual' : 'none', rows: 1 },
      { name: 'Ann Archer', userId: 11, by: 'name', rows: 2 },
    ],
  };
}

function signedIn() {
  signInAs(vp);
  return installFakeFetch({
    'GET /api/profile': { body: vp },
    'POST /api/imports/preview': (req) => ({ body: plan(req.body as Parameters<typeof plan>[0]) }),
    'POST /api/imports': (req) => ({
      body: {
        dryRun: (req.body as { dryRun: boolean }).dryRun,
        counts: { create: 2, update: 0, unchanged: 0, skipped: 0, error: 0 },
        written: { members: 0, meetings: 0, attendance: 0, activity: 2 },
      },
    }),
  });
}

async function chooseFile() {
  renderApp('/admin/imports');
  const chooser = await screen.findByLabelText('File (CSV or XLSX)', {}, { timeout: 5000 });
  await userEvent.upload(chooser, new File([CSV], 'slips.csv', { type: 'text/csv' }));
}

describe('the history import screen', () => {
  it('asks for the week, shows each row’s outcome and imports nothing while a name is unmatched', async () => {
    const net = signedIn();
    await chooseFile();
    const week = await screen.findByLabelText(/Week of these slips/);
    expect(net.callsTo('POST /api/imports/preview')[0]?.body).toEqual({
      fileName: 'slips.csv',
      content: btoa(CSV),
    });
    await userEvent.type(week, '2026-02-04');
    expect(await screen.findByText(/No member matches "Dee Stranger"/)).toBeInTheDocument();
    expect(screen.getByText('New 1 · Updated 0 · Unchanged 0 · Left out 0 · Problems 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Dry run' })).toBeDisabled();
    expect(net.callsTo('POST /api/imports')).toHaveLength(0);
  }, 15_000);

  it('matches a name by hand, dry-runs, then imports', async () => {
    const net = signedIn();
    await chooseFile();
    await userEvent.type(await screen.findByLabelText(/Week of these slips/), '2026-02-04');
    const names = await screen.findByRole('group', { name: 'Names to match' });
    await userEvent.selectOptions(within(names).getByLabelText('Dee Stranger (1 row)'), 'Bo Lee');
    expect(await screen.findByText('New 2 · Updated 0 · Unchanged 0 · Left out 0 · Problems 0')).toBeInTheDocument();
    expect(net.callsTo('POST /api/imports/preview').at(-1)?.body).toMatchObject({
      week: '2026-02-04',
      matches: { 'Dee Stranger': 12 },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Dry run' }));
    expect(await screen.findByText('Dry run: nothing was written')).toBeInTheDocument();
    expect(
      screen.getByText('It would write 2 activity records, 0 attendance marks, 0 meetings and 0 members.'),
    ).toBeInTheDocument();
    expect(net.callsTo('POST /api/imports')[0]?.body).toMatchObject({ dryRun: true, matches: { 'Dee Stranger': 12 } });

    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await findToast('History imported')).toHaveTextContent('Wrote 2 activity records');
    expect(net.callsTo('POST /api/imports')[1]?.body).toMatchObject({ dryRun: false, week: '2026-02-04' });
  }, 15_000);

  it('maps a column by hand', async () => {
    const net = signedIn();
    await chooseFile();
    const columns = await screen.findByRole('group', { name: 'Columns' });
    await userEvent.selectOptions(within(columns).getByLabelText('Detail'), 'Slip Type');
    await waitFor(() =>
      expect(net.callsTo('POST /api/imports/preview').at(-1)?.body).toMatchObject({ mapping: { detail: 'Slip Type' } }),
    );
  }, 15_000);
});

describe('a platform admin, who has no chapter of their own', () => {
  it('chooses the chapter the history belongs to before the file is read', async () => {
    const admin = buildAdmin({ group: null });
    signInAs(admin);
    const chapter = { status: 'active' as const, code: '123456', capacity: null, acceptingMembers: true };
    const net = installFakeFetch({
      'GET /api/profile': { body: admin },
      'GET /api/groups': {
        body: {
          items: [
            { id: 7, name: 'Harbour Chapter', activeMembers: 20, pendingMembers: 0, ...chapter },
            { id: 8, name: 'Riverside Chapter', activeMembers: 30, pendingMembers: 1, ...chapter },
          ],
          nextCursor: null,
        },
      },
      'POST /api/imports/preview': (req) => ({ body: plan(req.body as Parameters<typeof plan>[0]) }),
    });
    await chooseFile();
    expect(await screen.findByText('Choose the chapter first.')).toBeInTheDocument();
    expect(net.callsTo('POST /api/imports/preview')).toHaveLength(0);
    await userEvent.selectOptions(screen.getByLabelText('Chapter'), 'Riverside Chapter');
    expect(await screen.findByLabelText(/Week of these slips/)).toBeInTheDocument();
    expect(net.callsTo('POST /api/imports/preview')[0]?.body).toMatchObject({ groupId: 8, fileName: 'slips.csv' });
  }, 15_000);
});
