/** The fan-out publication: a news item as the app would push it (about 300 bytes of JSON). */
export function newsData(seq: number) {
  return {
    type: 'news_published',
    item: {
      id: seq,
      title: `Chapter news #${seq}: visitors day moved to Thursday`,
      summary:
        'Our next visitors day is on Thursday at 7:00 in the usual room. Bring two guests and a ten-second ' +
        'introduction; the education slot covers referral slips.',
      author: { id: 1, name: 'Chapter President' },
      publishedAt: '2026-03-02T09:00:00.000Z',
    },
  };
}

/** Byte-for-byte what our engine sends for a publication on `news` (a history channel, so with an offset). */
export function centrifugePushText(seq: number): string {
  return `{"push":{"channel":"news","pub":{"data":${JSON.stringify(newsData(seq))},"offset":${seq}}}}`;
}

export const FANOUT_CHANNEL = 'news';
export const SIO_EVENT = 'news';
export const SIO_ROOM = 'news';
