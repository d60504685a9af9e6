import { isOfflineReadable, offlineCacheKey } from './offline-data.ts';

const url = (path: string) => new URL(path, 'https://chapter.example');

describe('what the service worker keeps for reading offline', () => {
  it.each([
    ['/api/profile', true],
    ['/api/members?limit=30', true],
    ['/api/meetings?from=a&to=b', true],
    ['/api/activity?type=referral', true],
    ['/api/auth/me', false],
    ['/api/setup/abc', false],
    ['/api/about/version', false],
    ['/api/attendance/report.pdf?from=a&to=b&paper=a4', false],
    ['/api/attendance/report.csv?from=a&to=b', false],
    ['/api/members/export.csv', false],
    ['/api/avatars/7_96.jpg?v=k1', false],
    ['/assets/index.js', false],
  ])('%s readable offline: %s', (path, kept) => {
    expect(isOfflineReadable(url(path))).toBe(kept);
  });

  it('keeps one meeting list whatever window was asked for, and every other read by its full address', () => {
    const home = offlineCacheKey(url('/api/meetings?from=2026-11-25T05:00:00.000Z&to=2027-01-24T05:00:00.000Z'));
    const calendar = offlineCacheKey(url('/api/meetings?from=2026-10-24T04:00:00.000Z&to=2026-12-17T05:00:00.000Z'));
    expect(home).toBe(calendar);
    expect(offlineCacheKey(url('/api/meetings?from=a&to=b&groupId=3'))).toBe(
      'https://chapter.example/api/meetings?groupId=3',
    );
    expect(offlineCacheKey(url('/api/members?q=ann'))).not.toBe(offlineCacheKey(url('/api/members?q=bob')));
  });
});
