/**
 * Runs at most `limit` tasks at once; the rest wait their turn in arrival order. Used to keep password
 * hashing (argon2 on libuv's pool) off at least one core, so requests keep flowing during a burst of sign-ins.
 * A finishing task hands its slot straight to the next waiting one: the count never drops in between, so a task
 * arriving at that moment waits its turn instead of running beside the one being woken.
 */
export function concurrencyLimit(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    else running++;
    try {
      return await task();
    } finally {
      release();
    }
  };
}
