import { loadConfig } from '../config.ts';

/** The message loadConfig refuses `env` with ('' when it accepts it). */
export function refusal(env: NodeJS.ProcessEnv): string {
  try {
    loadConfig(env);
    return '';
  } catch (err) {
    return (err as Error).message;
  }
}
