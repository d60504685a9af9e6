import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { buildProfile, makeToken } from '../../../test/builders.ts';
import { type ErrorStatus, installFakeFetch } from '../../../test/fake-fetch.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { findToast } from '../../../test/toasts.ts';

async function fillIn(values: { name?: string; email?: string; password?: string; groupCode?: string }) {
  const user = userEvent.setup();
  await screen.findByRole('heading', { name: 'Create your account' });
  if (values.name) await user.type(screen.getByLabelText('Full name'), values.name);
  if (values.email) await user.type(screen.getByLabelText('Email'), values.email);
  if (values.password) await user.type(screen.getByLabelText('Password'), values.password);
  if (values.groupCode) await user.type(screen.getByLabelText('Group code (optional)'), values.groupCode);
  await user.click(screen.getByRole('button', { name: 'Create account' }));
  return user;
}

const valid = { name: 'Nina Rossi', email: 'nina@example.com', password: 'Strong-Pass-42' };

describe('registration', () => {
  it('opens in register mode on /register with the hint texts', async () => {
    installFakeFetch({});
    renderApp('/register');
    expect(await screen.findByRole('heading', { name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    const code = screen.getByLabelText('Group code (optional)');
    expect(code).toHaveAttribute('maxLength', '6');
    expect(code).toHaveAttribute('placeholder', 'Enter 6-digit code');
    expect(screen.getByText('Enter a 6-digit group code')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Password must be at least 8 characters and include uppercase, lowercase, number, and special character',
      ),
    ).toBeInTheDocument();
  });

  it('lists every failed password rule against the field and sends nothing', async () => {
    const net = installFakeFetch({});
    renderApp('/register');
    await fillIn({ ...valid, password: 'abc' });
    const banner = await screen.findByRole('alert');
    expect(within(banner).getByText('Invalid Input')).toBeInTheDocument();
    expect(within(banner).getByText('Password does not meet requirements')).toBeInTheDocument();
    expect(banner).toHaveAttribute('data-variant', 'warning');
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('aria-invalid', 'true');
    for (const message of [
      'Password must be at least 8 characters long',
      'Password must contain at least one uppercase letter',
      'Password must contain at least one number',
      'Password must contain at least one special character',
    ]) {
      expect(password).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(screen.queryByText('Password must contain at least one lowercase letter')).not.toBeInTheDocument();
    expect(net.calls).toHaveLength(0);
  });

  it('requires name, email and password', async () => {
    const net = installFakeFetch({});
    renderApp('/register');
    await fillIn({});
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(net.calls).toHaveLength(0);
  });

  it.each(['12a45', '12345'])('refuses the group code %s without a request', async (groupCode) => {
    const net = installFakeFetch({});
    renderApp('/register');
    await fillIn({ ...valid, groupCode });
    expect(screen.getByText('Group code must be exactly 6 digits')).toBeInTheDocument();
    expect(net.calls).toHaveLength(0);
  });

  it('takes digits only in the group code, on a numeric keypad', async () => {
    installFakeFetch({});
    renderApp('/register');
    const user = userEvent.setup();
    const code = await screen.findByLabelText('Group code (optional)');
    expect(code).toHaveAttribute('inputMode', 'numeric');
    expect(code).toHaveAttribute('pattern', '[0-9]*');
    await user.type(code, 'ab12 c-34');
    expect(code).toHaveValue('1234');
    // A pasted code with a space in it keeps its six digits.
    await user.clear(code);
    await user.click(code);
    await user.paste('482 913');
    expect(code).toHaveValue('482913');
  });

  it('fills the group code from a join link, digits only, and sends it', async () => {
    const net = installFakeFetch({ 'POST /api/register': { status: 201, body: { message: 'Account created.' } } });
    renderApp('/register?code=123456');
    expect(await screen.findByLabelText('Group code (optional)')).toHaveValue('123456');
    await fillIn(valid);
    expect(net.callsTo('POST /api/register')[0]?.body).toMatchObject({ groupCode: '123456' });
  });

  it('leaves the group code empty when the link carries no code, or one that is not six digits', async () => {
    installFakeFetch({});
    renderApp('/register?code=12ab');
    expect(await screen.findByLabelText('Group code (optional)')).toHaveValue('');
  });

  it('drops the password banner as soon as the password meets every rule', async () => {
    installFakeFetch({});
    renderApp('/register');
    const user = await fillIn({ ...valid, password: 'abc' });
    expect(await screen.findByText('Password does not meet requirements')).toBeInTheDocument();
    const password = screen.getByLabelText('Password');
    await user.clear(password);
    await user.type(password, 'Strong-Pass-42');
    expect(screen.queryByText('Password does not meet requirements')).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('keeps the group code to 6 characters', async () => {
    installFakeFetch({ 'POST /api/register': { status: 201, body: { message: 'ok' } } });
    renderApp('/register');
    const user = userEvent.setup();
    const code = await screen.findByLabelText('Group code (optional)');
    await user.type(code, '12345678');
    expect(code).toHaveValue('123456');
  });

  it.each([
    ['INVALID_GROUP_CODE', 400, 'The group code you entered is not valid.'],
    ['EMAIL_IN_USE', 409, 'This email address is already registered. Please log in or use a different email.'],
    ['GROUP_FULL', 409, 'This group is currently not accepting new members.'],
    ['GROUP_INACTIVE', 409, 'This group is not currently active.'],
  ])('shows the registration toast for %s', async (code, status, text) => {
    installFakeFetch({
      'POST /api/register': { status: status as ErrorStatus, body: { code, message: 'server words' } },
    });
    renderApp('/register');
    await fillIn({ ...valid, groupCode: '123456' });
    expect(await findToast('Registration Failed')).toHaveTextContent(text);
  });

  it("falls back to 'Failed to create account'", async () => {
    installFakeFetch({ 'POST /api/register': { status: 500, body: '' } });
    renderApp('/register');
    await fillIn(valid);
    expect(await findToast('Registration Failed')).toHaveTextContent('Failed to create account');
  });

  it('creates the account and moves to /login with the new e-mail and password filled in', async () => {
    const net = installFakeFetch({
      'POST /api/register': { status: 201, body: { message: 'Account created. You can now sign in.' } },
    });
    const { router } = renderApp('/register');
    await fillIn(valid);
    const toastItem = await findToast('Account created');
    // The title is not said twice: the body tells what to do next.
    expect(toastItem).toHaveTextContent('Account createdSign in to get started.');
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByLabelText('Email')).toHaveValue('nina@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('Strong-Pass-42');
    // An empty group code is left out rather than sent as "".
    expect(net.callsTo('POST /api/register')[0]?.body).toEqual(valid);
  });

  it('tells an applicant their request waits for approval, and signs them in with one tap', async () => {
    const token = makeToken({ sub: '7', permissions: [] });
    const pending = buildProfile({
      role: 'Visitor',
      permissions: [],
      membership: { role: { name: 'Member', isLeadership: false }, status: 'pending', classification: null },
    });
    const net = installFakeFetch({
      'POST /api/register': {
        status: 201,
        body: { message: "Account created. Your membership is waiting for the group's approval." },
      },
      'POST /api/login': { body: { token, mustChangePassword: false } },
      'GET /api/profile': { body: pending },
    });
    const { router } = renderApp('/register');
    const user = await fillIn({ ...valid, groupCode: '123456' });
    const toastItem = await findToast('Account created');
    expect(toastItem).toHaveTextContent(/Your request to join the group now waits for a leader's approval/);
    expect(toastItem).not.toHaveTextContent(/Account created\./);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Welcome, Maya' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/home');
    expect(net.callsTo('POST /api/login')[0]?.body).toEqual({ email: valid.email, password: valid.password });
  });

  it("switches back with 'Already have an account? Sign in'", async () => {
    installFakeFetch({});
    renderApp('/register');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Already have an account? Sign in' }));
    expect(screen.getByRole('heading', { name: 'Welcome back' })).toBeInTheDocument();
  });
});
