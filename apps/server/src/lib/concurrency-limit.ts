/**
 * Runs at most `limit` tasks at once; the rest wait their turn in arrival order. Used to keep password
 * hashing (argon2 on libuv's pool) off at least one core, so requests keep flowing during a burst of sign-ins.
 */
export function concurrencyLimit(limit: number) {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    running--;
    waiting.shift()?.();
  };
  return async function run<T>(task: () => Promise<T>): Promise<T> {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running++;
    try {
      return await task();
    } finally {
      release();
    }
  };
}
