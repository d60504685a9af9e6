import { keptMentions, mentionCandidates, mentionQuery, splitMentions } from './mentions.ts';

const members = [
  { id: 7, name: 'Maya Thompson' },
  { id: 12, name: 'Leo Fischer' },
  { id: 14, name: 'Nina Rossi' },
  { id: 15, name: 'Nina Park' },
];

describe('mentions', () => {
  it('finds the @ being typed before the caret, not one inside a word or across lines', () => {
    expect(mentionQuery('Thanks @Ni', 10)).toEqual({ start: 7, query: 'Ni' });
    expect(mentionQuery('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionQuery('Thanks @Nina R', 14)).toEqual({ start: 7, query: 'Nina R' });
    expect(mentionQuery('mail me@example.test', 20)).toBeNull();
    expect(mentionQuery('@Nina\nsee', 9)).toBeNull();
    expect(mentionQuery('no mention here', 15)).toBeNull();
    expect(mentionQuery('@Ni and more', 3)).toEqual({ start: 0, query: 'Ni' });
  });

  it('offers members by the start of any of their names, never me, and none once a name is finished', () => {
    const names = (q: string) => mentionCandidates(members, q, 7).map((m) => m.name);
    expect(names('ni')).toEqual(['Nina Rossi', 'Nina Park']);
    expect(names('ro')).toEqual(['Nina Rossi']);
    expect(names('ma')).toEqual([]);
    expect(names('')).toEqual(['Leo Fischer', 'Nina Rossi', 'Nina Park']);
    expect(names('Nina Rossi ')).toEqual([]);
    expect(names('Nina ')).toEqual(['Nina Rossi', 'Nina Park']);
  });

  it('keeps the picked people still named in the text, once each', () => {
    const picked = [
      { userId: 14, name: 'Nina Rossi' },
      { userId: 12, name: 'Leo Fischer' },
      { userId: 14, name: 'Nina Rossi' },
    ];
    expect(keptMentions('Thanks @nina rossi!', picked)).toEqual([{ userId: 14, name: 'Nina Rossi' }]);
  });

  it('splits a text into its words and its mentions, the longest name first', () => {
    const parts = splitMentions('Hi @Nina Rossi and @Nina, (a+b)?', [
      { userId: 15, name: 'Nina' },
      { userId: 14, name: 'Nina Rossi' },
    ]);
    expect(parts.map((p) => [p.text, p.mention?.userId])).toEqual([
      ['Hi ', undefined],
      ['@Nina Rossi', 14],
      [' and ', undefined],
      ['@Nina', 15],
      [', (a+b)?', undefined],
    ]);
  });
});
