import type { BackupAbout, OutboxMessage } from '@chapter/shared/admin-tools.schemas';
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildAdmin, signInAs } from '../../../test/builders.ts';
import { installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';

// These tests click through the whole app; under a parallel full-suite run, screens can take over a second.
configure({ asyncUtilTimeout: 4000 });

const SQLITE_BACKUP: BackupAbout = {
  kind: 'sqlite',
  label: 'SQLite database copy',
  extension: 'sqlite',
  restoreCommands: ['npm run restore -- {file}'],
  restoreNote: 'Stop the server first, then run this in the app’s folder.',
  fallback: null,
  problem: null,
};

const ICS = 'BEGIN:VCALENDAR\r\nSUMMARY:Weekly meeting\r\nEND:VCALENDAR\r\n';
/** An invitation as the outbox holds it: text, an HTML version with a script in it, and the meeting's .ics. */
const INVITATION: OutboxMessage = {
  id: 41,
  kind: 'email',
  recipient: 'guest@example.com',
  subject: 'You are invited',
  body: 'Join us on Wednesday.',
  hasHtml: true,
  html: '<p id="from-mail">Join us on <strong>Wednesday</strong>.</p><script>parent.hacked = true</script>',
  attachments: [{ filename: 'meeting.ics', contentType: 'text/calendar; charset=utf-8', size: 2048, content: ICS }],
  status: 'held',
  attempts: 0,
  lastError: null,
  createdAt: '2026-11-25T08:00:00.000Z',
  sentAt: null,
};

function openTools(
  backup: { about?: BackupAbout; file?: { type: string; bytes: number } } = {},
  outbox: OutboxMessage[] = [],
) {
  const admin = buildAdmin();
  signInAs(admin);
  const file = backup.file ?? { type: 'application/vnd.sqlite3', bytes: 4096 };
  const net = installFakeFetch({
    'GET /api/profile': { body: admin },
    'GET /api/admin/outbox': {
      body: {
        items: outbox.map(({ html: _html, ...m }) => ({
          ...m,
          attachments: m.attachments.map(({ content: _c, ...a }) => a),
        })),
        nextCursor: null,
        smtpConfigured: false,
        smsConfigured: false,
      },
    },
    'GET /api/admin/outbox/:id': { body: outbox[0] ?? INVITATION },
    'POST /api/admin/test-email': { body: { message: 'A test e-mail is on its way.' } },
    'GET /api/admin/backup/about': { body: backup.about ?? SQLITE_BACKUP },
    'GET /api/admin/backup': { body: 'x'.repeat(file.bytes), headers: { 'Content-Type': file.type } },
  });
  renderApp('/admin/tools');
  return net;
}

/** Clicks "Download backup" with the browser's download stubbed (jsdom cannot follow it); returns the saved name. */
async function download(): Promise<string | undefined> {
  URL.createObjectURL = () => 'blob:backup';
  URL.revokeObjectURL = () => {};
  let saved: string | undefined;
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved = this.download;
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Download backup' }));
  await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
  return saved;
}

const today = () => new Date().toISOString().slice(0, 10);

describe('the backup', () => {
  it('says which backup this server makes, then what was saved and the command that restores it', async () => {
    const pgDump: BackupAbout = {
      kind: 'pg_dump',
      label: 'PostgreSQL custom-format dump (pg_dump 15.19)',
      extension: 'dump',
      restoreCommands: [
        'npm run restore -- {file}',
        "pg_restore --clean --if-exists --no-owner --single-transaction --dbname='postgresql://chapter@db:5432/chapter' {file}",
      ],
      restoreNote: 'Stop the servers first.',
      fallback: null,
      problem: null,
    };
    openTools({ about: pgDump, file: { type: 'application/vnd.postgresql.custom-dump', bytes: 1_234_567 } });
    expect(
      await screen.findByText(/on this server a PostgreSQL custom-format dump \(pg_dump 15\.19\)\./),
    ).toBeInTheDocument();
    const name = `chapter-${today()}.dump`;
    expect(await download()).toBe(name);
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent(`Saved ${name}: PostgreSQL custom-format dump (pg_dump 15.19), 1.2 MB.`);
    expect(within(status).getByText(`npm run restore -- ${name}`)).toBeInTheDocument();
    expect(
      within(status).getByText(
        `pg_restore --clean --if-exists --no-owner --single-transaction --dbname='postgresql://chapter@db:5432/chapter' ${name}`,
      ),
    ).toBeInTheDocument();
    expect(status).toHaveTextContent('Stop the servers first.');
  });

  it('names the SQLite copy and how to restore it', async () => {
    openTools();
    expect(await screen.findByText(/on this server a SQLite database copy\./)).toBeInTheDocument();
    const name = `chapter-${today()}.sqlite`;
    expect(await download()).toBe(name);
    expect(await screen.findByRole('status')).toHaveTextContent(`Saved ${name}: SQLite database copy, 4.1 kB.`);
    expect(screen.getByText(`npm run restore -- ${name}`)).toBeInTheDocument();
  });

  it('says why the JSON export is made instead of a pg_dump', async () => {
    openTools({
      about: {
        ...SQLITE_BACKUP,
        kind: 'json',
        label: 'PostgreSQL JSON export (the app’s own format)',
        extension: 'json',
        fallback: 'pg_dump is not on PATH: the backup is the app’s JSON export instead',
      },
      file: { type: 'application/json', bytes: 912_371 },
    });
    expect(
      await screen.findByText('pg_dump is not on PATH: the backup is the app’s JSON export instead.'),
    ).toBeInTheDocument();
    const name = `chapter-${today()}.json`;
    expect(await download()).toBe(name);
    expect(await screen.findByRole('status')).toHaveTextContent(
      `Saved ${name}: PostgreSQL JSON export (the app’s own format), 912 kB.`,
    );
  });

  it('shows why no backup can be made, and offers no button to try', async () => {
    const problem = 'pg_dump 15.19 cannot dump this PostgreSQL 16.4 server: install the PostgreSQL 16 client tools.';
    openTools({ about: { ...SQLITE_BACKUP, kind: 'pg_dump', problem } });
    expect(await screen.findByRole('alert')).toHaveTextContent(problem);
    expect(screen.getByRole('button', { name: 'Download backup' })).toBeDisabled();
  });
});

describe('the outbox', () => {
  it('shows an e-mail’s HTML version in a sandboxed frame, never in the page, and its text part', async () => {
    const user = userEvent.setup();
    openTools({}, [INVITATION]);
    await user.click(await screen.findByRole('button', { name: /You are invited/ }));
    const dialog = await screen.findByRole('dialog', { name: 'You are invited' });
    const frame = await within(dialog).findByTitle('HTML version of the e-mail');
    // No allow-scripts, no allow-same-origin: the mail's markup runs nothing and reaches nothing of the app.
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('Join us on <strong>Wednesday</strong>');
    expect(document.getElementById('from-mail')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Plain text' }));
    expect(within(dialog).getByText('Join us on Wednesday.')).toBeInTheDocument();
  });

  it('lists the attachments by name, type and size, and downloads one', async () => {
    const user = userEvent.setup();
    openTools({}, [INVITATION]);
    expect(await screen.findByText(/1 attachment/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /You are invited/ }));
    const dialog = await screen.findByRole('dialog', { name: 'You are invited' });
    const files = await within(dialog).findByRole('list', { name: 'Attachments' });
    expect(within(files).getByRole('listitem')).toHaveTextContent('meeting.icstext/calendar · 2 KB');
    let saved: Blob | undefined;
    URL.createObjectURL = (blob: Blob) => {
      saved = blob;
      return 'blob:ics';
    };
    URL.revokeObjectURL = () => {};
    let name: string | undefined;
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      name = this.download;
    });
    await waitFor(() => expect(within(files).getByRole('button', { name: 'Download meeting.ics' })).toBeEnabled());
    await user.click(within(files).getByRole('button', { name: 'Download meeting.ics' }));
    expect(name).toBe('meeting.ics');
    expect(saved?.type).toContain('text/calendar');
    const text = await new Promise((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result);
      reader.readAsText(saved as Blob);
    });
    expect(text).toBe(ICS);
  });
});

describe('the test e-mail', () => {
  it("checks the address in the shared rule's words, and sends to me when it is left empty", async () => {
    const user = userEvent.setup();
    const net = openTools();
    const to = await screen.findByRole('textbox', { name: /Send to/ });
    await user.type(to, 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Send test e-mail' }));
    expect(await screen.findByText('Enter a valid email address')).toBeInTheDocument();
    expect(net.callsTo('POST /api/admin/test-email')).toHaveLength(0);

    await user.clear(to);
    await user.click(screen.getByRole('button', { name: 'Send test e-mail' }));
    await waitFor(() => expect(net.callsTo('POST /api/admin/test-email')).toHaveLength(1));
    expect(net.callsTo('POST /api/admin/test-email')[0]?.body).toEqual({});
    // The button shows its progress until the outbox has been read again.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Send test e-mail' })).toBeEnabled());

    await user.type(to, 'Secretary@Example.com');
    await user.click(screen.getByRole('button', { name: 'Send test e-mail' }));
    await waitFor(() => expect(net.callsTo('POST /api/admin/test-email')).toHaveLength(2));
    expect(net.callsTo('POST /api/admin/test-email')[1]?.body).toEqual({ to: 'secretary@example.com' });
  });
});
