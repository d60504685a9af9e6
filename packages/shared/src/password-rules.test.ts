import { describe, expect, it } from 'vitest';
import {
  PASSWORD_HINT,
  PASSWORD_MAX_LENGTH,
  PASSWORD_REQUIREMENTS_MESSAGE,
  PASSWORD_TOO_LONG_MESSAGE,
  passwordProblems,
} from './password-rules.ts';

const LENGTH = 'Password must be at least 8 characters long';
const UPPER = 'Password must contain at least one uppercase letter';
const LOWER = 'Password must contain at least one lowercase letter';
const NUMBER = 'Password must contain at least one number';
const SPECIAL = 'Password must contain at least one special character';

describe('passwordProblems', () => {
  it('passes a password that meets every rule', () => {
    expect(passwordProblems('Abcdef1!')).toEqual([]);
  });

  it('reports each rule with its message', () => {
    expect(passwordProblems('Abcde1!')).toEqual([LENGTH]);
    expect(passwordProblems('abcdefg1!')).toEqual([UPPER]);
    expect(passwordProblems('ABCDEFG1!')).toEqual([LOWER]);
    expect(passwordProblems('Abcdefgh!')).toEqual([NUMBER]);
    expect(passwordProblems('Abcdefg12')).toEqual([SPECIAL]);
  });

  it('collects all failures together, in rule order', () => {
    expect(passwordProblems('')).toEqual([LENGTH, UPPER, LOWER, NUMBER, SPECIAL]);
    expect(passwordProblems('abc')).toEqual([LENGTH, UPPER, NUMBER, SPECIAL]);
    expect(passwordProblems('12345678')).toEqual([UPPER, LOWER, SPECIAL]);
  });

  it('counts any non-alphanumeric character as special, a space included', () => {
    expect(passwordProblems('Abcdefg1 ')).toEqual([]);
    expect(passwordProblems('Abcdefg1_')).toEqual([]);
  });

  it(`refuses more than ${PASSWORD_MAX_LENGTH} characters, after the composition rules`, () => {
    expect(passwordProblems(`Aa1!${'x'.repeat(PASSWORD_MAX_LENGTH - 4)}`)).toEqual([]);
    expect(passwordProblems(`Aa1!${'x'.repeat(PASSWORD_MAX_LENGTH - 3)}`)).toEqual([PASSWORD_TOO_LONG_MESSAGE]);
    expect(passwordProblems('a'.repeat(200))).toEqual([UPPER, NUMBER, SPECIAL, PASSWORD_TOO_LONG_MESSAGE]);
    expect(PASSWORD_TOO_LONG_MESSAGE).toBe('Password must be at most 128 characters long');
  });

  it('keeps the form texts', () => {
    expect(PASSWORD_REQUIREMENTS_MESSAGE).toBe('Password does not meet requirements');
    expect(PASSWORD_HINT).toBe(
      'Password must be at least 8 characters and include uppercase, lowercase, number, and special character',
    );
  });
});
