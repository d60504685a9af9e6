import { clearOfflineData, keepForOffline } from './service-worker.ts';

/**
 * The browser's Cache Storage as the specification has it: `delete` forgets a cache's name, `open` after that makes a
 * new, empty one, and a cache object already opened stays writable but is no longer reachable by name.
 */
function fakeCacheStorage() {
  const named = new Map<string, Map<string, Response>>();
  return {
    named,
    async open(name: string) {
      const entries = named.get(name) ?? new Map<string, Response>();
      named.set(name, entries);
      return {
        put: async (key: string, res: Response) => {
          entries.set(key, res);
        },
      };
    },
    async delete(name: string) {
      return named.delete(name);
    },
  };
}

describe('reads kept by the page before the service worker controls it', () => {
  let storage: ReturnType<typeof fakeCacheStorage>;
  beforeEach(() => {
    storage = fakeCacheStorage();
    vi.stubEnv('PROD', true);
    vi.stubGlobal('caches', storage);
    Object.defineProperty(navigator, 'serviceWorker', { value: { controller: null }, configurable: true });
  });
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  const answer = () => new Response('{"id":1}', { status: 200 });

  it('keeps a signed-in read under the key the worker reads', async () => {
    await keepForOffline('/api/profile', answer(), () => true);
    expect([...(storage.named.get('chapter-api')?.keys() ?? [])]).toEqual([`${window.location.origin}/api/profile`]);
  });

  it('keeps nothing of an answer that arrives after logout, and logout leaves no cache behind', async () => {
    let signedIn = true;
    await keepForOffline('/api/members?limit=30', answer(), () => signedIn);
    // Logout while the next read is on its way: the caches go, then its answer arrives.
    const late = keepForOffline('/api/profile', answer(), () => signedIn);
    signedIn = false;
    clearOfflineData();
    await late;
    await keepForOffline('/api/meetings/4/attendance', answer(), () => signedIn);
    await new Promise((r) => setTimeout(r, 0));
    expect([...storage.named.keys()]).toEqual([]);
  });
});
