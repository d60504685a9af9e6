import { pseudoText } from './pseudo.ts';

describe('pseudo locales', () => {
  it('accents every letter, makes the text about 40 % longer and brackets it', () => {
    expect(pseudoText('Sign in', 'en-XA')).toBe('[Šîĝñ îñ···]');
    expect(pseudoText('3 visitors', 'en-XA')).toBe('[3 vîšîŧöŕš····]');
  });

  it('marks the right-to-left one as such', () => {
    expect(pseudoText('Back', 'ar-XB')).toBe('\u202e[Ɓàçķ··]\u202c');
  });
});
