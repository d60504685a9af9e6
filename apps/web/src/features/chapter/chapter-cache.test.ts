import { buildChannelMessage, buildChannelPage } from '../../test/chapter-builders.ts';
import { type ChapterCache, type ChapterMessage, mergeLatest, upsertMessage } from './chapter-cache.ts';

const pending = (clientMessageId: string): ChapterMessage => ({
  ...buildChannelMessage({ id: -1, clientMessageId, content: 'draft' }),
  delivery: 'sending',
});

describe('chapter channel cache', () => {
  it('keeps a message sent while the newest page was loading, whether still unsent or already stored', () => {
    // Written before the channel's first page arrived: the list starts with it alone.
    const empty: ChapterCache = { messages: [], hasMoreBack: true, before: null };
    let cache = upsertMessage(empty, pending('early'));
    // The server stored it (id 9) after reading the page it is about to answer with.
    cache = upsertMessage(cache, buildChannelMessage({ id: 9, clientMessageId: 'early', content: 'draft' }));
    const page = buildChannelPage([buildChannelMessage({ id: 4 }), buildChannelMessage({ id: 5 })], {
      hasMoreBack: true,
      before: '4',
    });
    const merged = mergeLatest(cache, page);
    expect(merged.messages.map((m) => m.id)).toEqual([4, 5, 9]);
    expect(merged.messages.at(-1)?.delivery).toBeUndefined();
    // Nothing older than the page was loaded: scrolling back continues from the page's own cursor.
    expect(merged.before).toBe('4');
    expect(merged.hasMoreBack).toBe(true);
  });

  it('takes the page as the truth between its oldest and newest messages', () => {
    let cache = mergeLatest(undefined, buildChannelPage([3, 4, 5].map((id) => buildChannelMessage({ id }))));
    cache = upsertMessage(cache, pending('unsent'));
    // 4 was deleted meanwhile; 6 is new.
    const merged = mergeLatest(cache, buildChannelPage([3, 5, 6].map((id) => buildChannelMessage({ id }))));
    expect(merged.messages.map((m) => m.id)).toEqual([3, 5, 6, -1]);
  });
});
