import type { ImportPreview } from '@chapter/shared/lifecycle.schemas';
import { DEFAULT_ROLE_PERMISSIONS } from '@chapter/shared/roles';
import { configure, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildProfile, signInAs } from '../../../test/builders.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { findToast } from '../../../test/toasts.ts';

// These tests click through the whole app; under a parallel full-suite run, screens can take over a second.
configure({ asyncUtilTimeout: 4000 });

const vp = buildProfile({ role: 'Vice President', permissions: [...DEFAULT_ROLE_PERMISSIONS['Vice President']] });
const row = (line: number, email: string, errors: Array<{ field: string; message: string }> = []) => ({
  line,
  name: `Person ${line}`,
  email,
  companyName: null,
  classification: null,
  phone: null,
  role: 'Member',
  renewalDue: null,
  errors,
});

function signedIn(preview: ImportPreview) {
  signInAs(vp);
  return installFakeFetch({
    'GET /api/profile': { body: vp },
    'GET /api/members': { body: { items: [], nextCursor: null, classifications: [] } },
    'POST /api/members/import/preview': { body: preview },
    'POST /api/members/import': {
      body: { imported: 2, message: 'Imported 2 members; each was e-mailed a link to choose a password.' },
    },
  });
}

async function chooseFile() {
  renderApp('/admin/users');
  await userEvent.click(await screen.findByRole('button', { name: 'Import CSV' }, { timeout: 5000 }));
  const dialog = await screen.findByRole('dialog', { name: 'Import members' });
  const file = new File(['name,email\nA,a@x.test\nB,b@x.test'], 'members.csv', { type: 'text/csv' });
  await userEvent.upload(within(dialog).getByLabelText('CSV file'), file);
  return dialog;
}

describe('CSV import', () => {
  it('lists each row’s problems and imports nothing until all are fixed', async () => {
    const net = signedIn({
      rows: [row(2, 'a@x.test'), row(3, 'bad', [{ field: 'email', message: 'Not a valid e-mail address' }])],
      validCount: 1,
      errorCount: 1,
      fileErrors: [],
    });
    const dialog = await chooseFile();
    expect(await within(dialog).findByText(/Not a valid e-mail address/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Import 1 member' })).toBeDisabled();
    expect(net.callsTo('POST /api/members/import/preview')[0]?.body).toEqual({
      csv: 'name,email\nA,a@x.test\nB,b@x.test',
    });
    expect(net.callsTo('POST /api/members/import')).toHaveLength(0);
  }, 15_000);

  it('imports a clean file in one go', async () => {
    const net = signedIn({
      rows: [row(2, 'a@x.test'), row(3, 'b@x.test')],
      validCount: 2,
      errorCount: 0,
      fileErrors: [],
    });
    const dialog = await chooseFile();
    await userEvent.click(await within(dialog).findByRole('button', { name: 'Import 2 members' }));
    expect(await findToast('Members imported')).toHaveTextContent('Imported 2 members');
    expect(net.callsTo('POST /api/members/import')).toHaveLength(1);
  }, 15_000);
});
