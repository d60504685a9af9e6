import { appInFront, readPushAlert } from './push-alert.ts';

describe('a push as the service worker reads it', () => {
  it('keeps the words, screen and tag the server sent', () => {
    const alert = { title: 'Bob Baker', body: 'Coffee?', url: '/inbox/conversation/4', tag: 'conversation-4' };
    expect(readPushAlert(alert)).toEqual(alert);
  });

  it.each([
    [null, '/home'],
    [{ url: 'https://evil.example/phish' }, '/home'],
    [{ url: '//evil.example' }, '/home'],
    [{ url: '/activity/referral' }, '/activity/referral'],
  ])('opens only a screen of this app (%o → %s)', (data, url) => {
    expect(readPushAlert(data)).toMatchObject({ title: 'Chapter', url });
  });

  it('stays quiet while a window of the app is visible and focused', () => {
    expect(appInFront([{ visibilityState: 'visible', focused: true }])).toBe(true);
    expect(appInFront([{ visibilityState: 'visible', focused: false }])).toBe(false);
    expect(appInFront([{ visibilityState: 'hidden', focused: false }])).toBe(false);
    expect(appInFront([])).toBe(false);
  });
});
