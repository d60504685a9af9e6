import { describe, expect, it } from 'vitest';
import { firstDayOfWeek } from './week-start.ts';

describe('the first day of the week', () => {
  it('starts the week where a locale’s readers start it', () => {
    expect(firstDayOfWeek('en-US')).toBe(0);
    expect(firstDayOfWeek('pt-BR')).toBe(0);
    expect(firstDayOfWeek('de')).toBe(1);
    expect(firstDayOfWeek('es')).toBe(1);
    expect(firstDayOfWeek('en-GB')).toBe(1);
    expect(firstDayOfWeek('not a locale')).toBe(0);
  });
});
