import { ApiError } from '../../lib/api-error.ts';
import { attemptsText, bannerTitle, formatCountdown, loginToast, toLoginError } from './login-error.ts';

describe('login error helpers', () => {
  it.each([
    ['INVALID_CREDENTIALS', 'Login Failed'],
    ['RATE_LIMIT', 'Too Many Attempts'],
    ['ACCOUNT_LOCKED', 'Account Locked'],
    ['SUBSTITUTE_LOGIN', 'Access Denied'],
    ['NETWORK_ERROR', 'Connection Error'],
    ['VALIDATION_ERROR', 'Invalid Input'],
    ['SERVER_ERROR', 'Error'],
  ] as const)('titles %s "%s"', (type, title) => {
    expect(bannerTitle(type)).toBe(title);
  });

  it('words the attempts line, hidden at 0', () => {
    expect(attemptsText(2)).toBe('2 attempts remaining');
    expect(attemptsText(1)).toBe('1 attempt remaining');
    expect(attemptsText(0)).toBeNull();
    expect(attemptsText(undefined)).toBeNull();
  });

  it('formats M:SS', () => {
    expect(formatCountdown(900)).toBe('15:00');
    expect(formatCountdown(899)).toBe('14:59');
    expect(formatCountdown(65)).toBe('1:05');
    expect(formatCountdown(0)).toBe('0:00');
  });

  it('uses the defaults when the server sends no message', () => {
    expect(toLoginError(new ApiError(401, 'x', { code: 'INVALID_CREDENTIALS' })).message).toBe('Invalid credentials');
    expect(toLoginError(new ApiError(403, 'x', { code: 'SUBSTITUTE_LOGIN' })).message).toBe('Access denied');
    expect(toLoginError(new ApiError(502, 'x'))).toEqual({
      type: 'SERVER_ERROR',
      message: 'An unexpected error occurred',
      code: undefined,
    });
  });

  it("keeps ACCOUNT_INACTIVE's code for the warning toast, and falls back to the login toast default", () => {
    const inactive = toLoginError(new ApiError(403, 'x', { code: 'ACCOUNT_INACTIVE', serverMessage: 'Inactive.' }));
    expect(inactive.type).toBe('SERVER_ERROR');
    expect(loginToast(inactive)).toMatchObject({ title: 'Account Inactive', variant: 'warning' });
    expect(loginToast({ type: 'SERVER_ERROR', message: '' })).toEqual({
      title: 'Error',
      description: 'An error occurred during login',
      variant: 'destructive',
    });
  });
});
