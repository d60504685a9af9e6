import { describe, expect, it } from 'vitest';
import { avatarRetryDelay, avatarUrl, initials } from './avatar.ts';
import { parseCsv, toCsv, unguardCell } from './csv.ts';

describe('avatarUrl (size suffix and cache-busting query)', () => {
  it('adds the size suffix before the query, 256 by default', () => {
    expect(avatarUrl('/api/avatars/42?v=abc')).toBe('/api/avatars/42_256.jpg?v=abc');
    expect(avatarUrl('/api/avatars/42?v=abc', 96)).toBe('/api/avatars/42_96.jpg?v=abc');
    expect(avatarUrl('/api/avatars/42', 512)).toBe('/api/avatars/42_512.jpg');
    expect(avatarUrl('/api/avatars/42_96.jpg?v=1', 512)).toBe('/api/avatars/42_512.jpg?v=1');
  });

  it('backs off exponentially from 1 second', () => {
    expect([0, 1].map(avatarRetryDelay)).toEqual([1000, 2000]);
  });
});

describe('initials (generated avatar)', () => {
  it('takes two letters', () => {
    expect(initials('Maya Thompson')).toBe('MT');
    expect(initials('Patricia de la Owens')).toBe('PO');
    expect(initials('cher')).toBe('CH');
    expect(initials('  Émile   zola ')).toBe('ÉZ');
    expect(initials('')).toBe('?');
    expect(initials('(Nina) Rossi')).toBe('NR');
  });
});

describe('CSV', () => {
  it('round-trips quotes, commas, line breaks and guards formulas', () => {
    const rows = [
      ['name', 'note'],
      ['Ann "Annie" Lee', 'a, b\nc'],
      ['=HYPERLINK("x")', '+1 555 0100'],
    ];
    const text = toCsv(rows);
    expect(text).toContain(`"'=HYPERLINK(""x"")"`);
    const parsed = parseCsv(text).map((r) => r.map(unguardCell));
    expect(parsed).toEqual(rows);
  });

  it('ignores a byte order mark and blank lines, and refuses an unclosed quote', () => {
    expect(parseCsv('\uFEFFa,b\r\n\r\n1,2\n')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(() => parseCsv('a,"b\n')).toThrow('not closed');
  });
});
