interface KeyState {
  running: number;
  waiting: (() => void)[];
  /** When this key last got a slot (a counter): the waiting key served longest ago goes next. */
  lastServed: number;
}

/**
 * Runs at most `limit` tasks at once; the rest wait. Used to keep password hashing (argon2 on libuv's pool) off at
 * least one core, so requests keep flowing during a burst of sign-ins. A freed slot goes to the waiting key that was
 * served longest ago, not to the oldest waiting task: one key (a client's address) with a hundred tasks queued
 * cannot make another key wait behind them all. Each key's own tasks run in arrival order, and no slot is left
 * idle while any task waits. A finishing task hands its slot straight to the next one: the count never drops in
 * between, so a task arriving at that moment waits its turn instead of running beside the one being woken.
 */
export function fairConcurrencyLimit(limit: number) {
  let running = 0;
  let served = 0;
  const keys = new Map<string, KeyState>();
  const start = (state: KeyState) => {
    state.running++;
    state.lastServed = served++;
  };
  const release = (key: string, state: KeyState) => {
    state.running--;
    if (state.running === 0 && state.waiting.length === 0) keys.delete(key);
    let next: KeyState | undefined;
    for (const candidate of keys.values()) {
      if (candidate.waiting.length > 0 && (!next || candidate.lastServed < next.lastServed)) next = candidate;
    }
    if (!next) {
      running--;
      return;
    }
    // The slot passes straight on.
    start(next);
    next.waiting.shift()?.();
  };
  return async function run<T>(key: string, task: () => Promise<T>): Promise<T> {
    let state = keys.get(key);
    if (!state) {
      state = { running: 0, waiting: [], lastServed: -1 };
      keys.set(key, state);
    }
    const mine = state;
    if (running >= limit) await new Promise<void>((resolve) => mine.waiting.push(resolve));
    else {
      running++;
      start(mine);
    }
    try {
      return await task();
    } finally {
      release(key, mine);
    }
  };
}
