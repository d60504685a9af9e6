import { PUBLISH_RETRY_MS, publishWithRetry } from './realtime-channels.ts';

type State = 'disconnected' | 'connecting' | 'connected';

/** A stand-in for the SDK client at its edge: a state, a publish that may fail, and connect. */
function fakeClient(state: State, outcomes: boolean[] = []) {
  const client = {
    state: state as State,
    published: 0,
    connects: 0,
    publish: async () => {
      client.published++;
      if (outcomes.shift() === false) throw new Error('timeout');
      return {};
    },
    connect: () => {
      client.connects++;
      client.state = 'connecting';
    },
  };
  return client;
}

describe('publishing', () => {
  beforeEach(() => vi.useFakeTimers());

  it('publishes at once when connected', async () => {
    const client = fakeClient('connected');
    await expect(publishWithRetry(() => client as never, 'typing:conversation:3', {})).resolves.toBe(true);
    expect(client.published).toBe(1);
  });

  it('hands the publish to a connection still being made, which holds it until it is up', async () => {
    const client = fakeClient('connecting');
    await expect(publishWithRetry(() => client as never, 'typing:conversation:3', {})).resolves.toBe(true);
    expect(client.published).toBe(1);
    expect(client.connects).toBe(0);
  });

  it('reconnects when disconnected and retries once after 1 second', async () => {
    const client = fakeClient('disconnected');
    const result = publishWithRetry(() => client as never, 'typing:conversation:3', {});
    await vi.advanceTimersByTimeAsync(PUBLISH_RETRY_MS - 1);
    expect(client.connects).toBe(1);
    expect(client.published).toBe(0);
    client.state = 'connected';
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toBe(true);
    expect(client.published).toBe(1);
  });

  it('gives up after the one retry', async () => {
    const client = fakeClient('connected', [false, false, false]);
    const result = publishWithRetry(() => client as never, 'typing:conversation:3', {});
    await vi.advanceTimersByTimeAsync(PUBLISH_RETRY_MS);
    await expect(result).resolves.toBe(false);
    expect(client.published).toBe(2);
    // Nothing is left waiting to publish again, however long one waited: no timer is pending.
    expect(vi.getTimerCount()).toBe(0);
  });
});
