import { describe, expect, it } from 'vitest';
import { displayName, optionalDisplayText, optionalHttpUrl } from './text-rules.ts';

describe('display text', () => {
  it('refuses control and direction-override characters, keeps ordinary names in any script', () => {
    for (const bad of ['Bob\u0000', 'Bob \u202eevil', 'A\u2066B', 'tab\there', 'line\nbreak', '\u200fmark']) {
      expect(displayName().safeParse(bad).success).toBe(false);
      expect(optionalDisplayText(160).safeParse(bad).success).toBe(false);
    }
    for (const good of ['Zoë O’Brien-Smith', 'محمد علي', '李小龍', 'Ana & Co. (Pty) Ltd']) {
      expect(displayName().parse(good)).toBe(good);
    }
    expect(displayName().safeParse('Bob\u202e').error?.issues[0]?.message).toBe(
      'Remove control or text-direction characters',
    );
  });
});

describe('web links', () => {
  it('keeps http(s) links and refuses javascript:, data: and other schemes', () => {
    const url = optionalHttpUrl(300);
    expect(url.parse('https://example.com/about')).toBe('https://example.com/about');
    expect(url.parse('')).toBeNull();
    for (const bad of [
      'javascript:alert(1)',
      'data:text/html,<b>x</b>',
      'JaVaScRiPt:alert(1)',
      'ftp://x',
      'example.com',
    ]) {
      expect(url.safeParse(bad).success).toBe(false);
    }
  });
});
