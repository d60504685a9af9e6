/** The password rules (docs/product-rules.md "Passwords"), checked identically by the web form and the server. */
export const PASSWORD_RULES = [
  { test: (p: string) => p.length >= 8, message: 'Password must be at least 8 characters long' },
  { test: (p: string) => /[A-Z]/.test(p), message: 'Password must contain at least one uppercase letter' },
  { test: (p: string) => /[a-z]/.test(p), message: 'Password must contain at least one lowercase letter' },
  { test: (p: string) => /[0-9]/.test(p), message: 'Password must contain at least one number' },
  {
    test: (p: string) => /[^A-Za-z0-9]/.test(p),
    message: 'Password must contain at least one special character',
  },
] as const;

export const PASSWORD_MAX_LENGTH = 128;
export const PASSWORD_HINT =
  'Password must be at least 8 characters and include uppercase, lowercase, number, and special character';
export const PASSWORD_REQUIREMENTS_MESSAGE = 'Password does not meet requirements';
export const PASSWORD_TOO_LONG_MESSAGE = `Password must be at most ${PASSWORD_MAX_LENGTH} characters long`;

/** Every failed rule's message, in the rules' order; empty when the password passes. */
export function passwordProblems(password: string): string[] {
  const problems: string[] = PASSWORD_RULES.filter((r) => !r.test(password)).map((r) => r.message);
  if (password.length > PASSWORD_MAX_LENGTH) problems.push(PASSWORD_TOO_LONG_MESSAGE);
  return problems;
}
