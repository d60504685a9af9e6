import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';

/**
 * Optional CPU profile of a measured window (BENCH_PROFILE_DIR=…): the V8 sampling profiler of the process
 * itself, written as a .cpuprofile (open in Chrome DevTools) and summarised as the top functions by self
 * time. Profiling slows the process down, so figures from such a run are not comparable.
 */

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}

interface Profile {
  nodes: ProfileNode[];
  samples?: number[];
  startTime: number;
  endTime: number;
}

export interface HotFunction {
  name: string;
  where: string;
  selfPercent: number;
}

let session: Session | undefined;

export const profileDir = (): string | undefined => process.env.BENCH_PROFILE_DIR || undefined;

export async function startProfile(): Promise<void> {
  session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  await session.post('Profiler.start');
}

export async function stopProfile(dir: string, name: string, top = 25): Promise<HotFunction[]> {
  if (!session) return [];
  const { profile } = (await session.post('Profiler.stop')) as { profile: Profile };
  session.disconnect();
  session = undefined;
  writeFileSync(path.join(dir, `${name}.cpuprofile`), JSON.stringify(profile));
  return hotFunctions(profile, top);
}

/** Functions by self time, as a share of all samples. */
function hotFunctions(profile: Profile, top = 25): HotFunction[] {
  const total = profile.nodes.reduce((n, node) => n + (node.hitCount ?? 0), 0) || 1;
  const byFunction = new Map<string, HotFunction>();
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame;
    const file = url.replace(/^file:\/\//, '').replace(/^.*\/node_modules\//, '');
    const where = url ? `${file.replace(/^.*\/work\/main\//, '')}:${lineNumber + 1}` : '';
    const key = `${functionName}@${where}`;
    const entry = byFunction.get(key) ?? { name: functionName || '(anonymous)', where, selfPercent: 0 };
    entry.selfPercent += ((node.hitCount ?? 0) / total) * 100;
    byFunction.set(key, entry);
  }
  return [...byFunction.values()].sort((a, b) => b.selfPercent - a.selfPercent).slice(0, top);
}
