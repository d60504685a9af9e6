import autocannon from 'autocannon';
import { serve } from './ipc.ts';

/** What one probe run saw, client side. */
export interface ProbeFigures {
  rps: number;
  p50: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
}

/**
 * A latency probe in its own process: a user's requests measured away from the process that generates the
 * load around them, so the load generator's own event loop does not add to the figure.
 */
serve(
  {
    probe: (opts: { url: string; token: string; rate: number; durationS: number }) =>
      new Promise<ProbeFigures>((resolve, reject) =>
        autocannon(
          {
            url: opts.url,
            headers: { authorization: `Bearer ${opts.token}` },
            connections: 10,
            overallRate: opts.rate,
            duration: opts.durationS,
          },
          (err, r) =>
            err
              ? reject(err)
              : resolve({
                  rps: r.requests.average,
                  p50: r.latency.p50,
                  p99: r.latency.p99,
                  max: r.latency.max,
                  non2xx: r.non2xx,
                  errors: r.errors + r.timeouts,
                }),
        ),
      ),
  },
  () => {},
);
