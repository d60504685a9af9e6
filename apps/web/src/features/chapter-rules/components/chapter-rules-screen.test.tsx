import { PRESETS } from '@chapter/shared/chapter-rules/presets';
import type { ChapterRulesView } from '@chapter/shared/chapter-rules.schemas';
import { DEFAULT_ROLE_PERMISSIONS } from '@chapter/shared/roles';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildProfile, signInAs } from '../../../test/builders.ts';
import { installFakeFetch, type Route } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { findToast } from '../../../test/toasts.ts';

// The admin area loads its screens lazily; under a parallel run they can take over a second.
configure({ asyncUtilTimeout: 5000 });

// The organisation chose the UK light and opened the absences allowed (2 to 4) and the green line (60 to 80).
const view: ChapterRulesView = {
  organisation: {
    preset: 'bniStandard',
    edited: false,
    limits: { 'attendance.allowedAbsences': { min: 2, max: 4 }, 'scorecard.colours.green': { min: 60, max: 80 } },
    rules: PRESETS.bniStandard.rules,
    changedAt: '2026-03-01T10:00:00.000Z',
    changedBy: { id: 1, name: 'Ada Admin' },
  },
  chapter: { groupId: 1, overrides: {}, ignored: [], changedAt: null, changedBy: null },
  rules: PRESETS.bniStandard.rules,
};

function open(
  role: 'President' | 'Member' | 'Admin',
  path: string,
  put?: Route<'PUT /api/chapter-rules/chapter'>,
  putOrganisation?: Route<'PUT /api/chapter-rules/organisation'>,
) {
  const user = buildProfile({
    name: 'Pat Person',
    role,
    permissions: [...DEFAULT_ROLE_PERMISSIONS[role]],
    membership: { role: { name: role, isLeadership: role === 'President' }, status: 'active', classification: null },
  });
  signInAs(user);
  const net = installFakeFetch({
    'GET /api/profile': { body: user },
    'GET /api/chapter-rules': { body: view },
    // A save the test does not expect answers as an unknown route would.
    'PUT /api/chapter-rules/chapter': put ?? { status: 404 },
    'PUT /api/chapter-rules/organisation': putOrganisation ?? { status: 404 },
  });
  renderApp(path);
  return net;
}

describe('the chapter rules screen', () => {
  it('checks each override against the organisation’s range as it is typed, previews it and saves it', async () => {
    const net = open('President', '/admin/chapter-rules', (req) => ({
      body: { ...view, chapter: { ...view.chapter, ...(req.body as { overrides: object }) } } as ChapterRulesView,
    }));
    const absences = await screen.findByLabelText('Absences allowed in the window');
    expect(screen.getByText('Between 2 and 4')).toBeInTheDocument();
    // No part for the organisation: a President does not hold manage_settings.
    expect(screen.queryByRole('heading', { name: 'Organisation' })).not.toBeInTheDocument();

    await userEvent.clear(absences);
    await userEvent.type(absences, '5');
    await userEvent.click(screen.getByRole('button', { name: 'Save this chapter’s rules' }));
    expect(await screen.findByText('At most 4')).toBeInTheDocument();
    expect(net.callsTo('PUT /api/chapter-rules/chapter')).toHaveLength(0);
    expect(screen.getByText('Correct the fields above to see the rules.')).toBeInTheDocument();

    await userEvent.clear(absences);
    await userEvent.type(absences, '4');
    const preview = await screen.findByRole('region', { name: 'With these changes' });
    expect(within(preview).getByText('4')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save this chapter’s rules' }));
    expect(await findToast('This chapter’s rules are saved')).toBeInTheDocument();
    expect(net.callsTo('PUT /api/chapter-rules/chapter')[0]?.body).toEqual({
      overrides: { 'attendance.allowedAbsences': 4 },
    });
  });

  it('shows the server’s refusal beside its field', async () => {
    open('President', '/admin/chapter-rules', () => ({
      status: 400,
      body: {
        code: 'VALIDATION_ERROR',
        message: 'Some rules were refused; nothing was changed',
        details: [
          { field: 'scorecard.colours.green', message: 'The organisation does not let chapters change this rule' },
        ],
      },
    }));
    const green = await screen.findByLabelText('Points for green');
    await userEvent.clear(green);
    await userEvent.type(green, '75');
    await userEvent.click(screen.getByRole('button', { name: 'Save this chapter’s rules' }));
    expect(await screen.findByText('The organisation does not let chapters change this rule')).toBeInTheDocument();
  });

  it('shows a member the rules they are judged by, read only', async () => {
    open('Member', '/chapter-rules');
    expect(await screen.findByRole('heading', { name: 'The rules you are judged by' })).toBeInTheDocument();
    const rules = await screen.findByRole('region', { name: 'The rules you are judged by' });
    expect(within(rules).getByText('Absences are counted over the last 6 months.')).toBeInTheDocument();
    expect(within(rules).getByText('Absences allowed in the window')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).queryByRole('button')).not.toBeInTheDocument();
  });

  it('lets the organisation’s administrator pick a preset and open a rule with its range', async () => {
    const net = open('Admin', '/admin/chapter-rules', undefined, { body: view.organisation });
    const preset = await screen.findByRole('combobox', { name: 'Preset' });
    expect(screen.getByText(/The UK traffic light a BNI chapter published in 2012/)).toBeInTheDocument();
    await userEvent.selectOptions(preset, 'letip');
    expect(await screen.findByText(/LeTip clubs: four absences a quarter/)).toBeInTheDocument();

    const substitutes = screen.getByRole('checkbox', { name: /Substitutes allowed in a year/ });
    await userEvent.click(substitutes);
    const item = substitutes.closest('li') as HTMLElement;
    await userEvent.type(within(item).getByLabelText('Least'), '8');
    await userEvent.type(within(item).getByLabelText('Most'), '4');
    await userEvent.click(screen.getByRole('button', { name: 'Save the organisation’s rules' }));
    expect(await within(item).findByText('The least is above the most')).toBeInTheDocument();
    expect(net.callsTo('PUT /api/chapter-rules/organisation')).toHaveLength(0);

    await userEvent.clear(within(item).getByLabelText('Least'));
    await userEvent.type(within(item).getByLabelText('Least'), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Save the organisation’s rules' }));
    expect(await findToast('The organisation’s rules are saved')).toBeInTheDocument();
    expect(net.callsTo('PUT /api/chapter-rules/organisation')[0]?.body).toEqual({
      preset: 'letip',
      limits: { ...view.organisation.limits, 'attendance.substitutes.perYear': { min: 2, max: 4 } },
    });
  });
});
