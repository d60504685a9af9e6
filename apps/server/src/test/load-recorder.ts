/**
 * Steady requests of a few kinds, each kind on its own loop, every answer recorded with when it went out and
 * when it came back (ms since the recorder started, the clock the outage windows are read on).
 */
export interface Sample {
  kind: string;
  /** ms since the recorder started. */
  sent: number;
  done: number;
  /** 0 when no HTTP answer came (connection refused or reset). */
  status: number;
  body: string;
}

interface LoadKind {
  kind: string;
  pauseMs: number;
  send(): Promise<Response>;
  /** What counts as a success (default: 2xx). */
  ok?(status: number): boolean;
}

export interface LoadRecorder {
  now(): number;
  samples: Sample[];
  stop(): Promise<void>;
  failures(kind?: string): Sample[];
}

export function recordLoad(kinds: readonly LoadKind[]): LoadRecorder {
  const begun = performance.now();
  const now = () => performance.now() - begun;
  const samples: Sample[] = [];
  const isOk = new Map(kinds.map((k) => [k.kind, k.ok ?? ((s: number) => s >= 200 && s < 300)]));
  let running = true;
  const loops = kinds.map(async (k) => {
    while (running) {
      const sent = now();
      const sample = await k.send().then(
        async (res) => ({ status: res.status, body: (await res.text()).slice(0, 200) }),
        (err: Error & { cause?: { code?: string } }) => ({ status: 0, body: err.cause?.code ?? err.message }),
      );
      samples.push({ kind: k.kind, sent, done: now(), ...sample });
      await new Promise((r) => setTimeout(r, k.pauseMs));
    }
  });
  return {
    now,
    samples,
    async stop() {
      running = false;
      await Promise.all(loops);
    },
    failures: (kind) =>
      samples.filter((s) => (kind === undefined || s.kind === kind) && !(isOk.get(s.kind) ?? (() => false))(s.status)),
  };
}
