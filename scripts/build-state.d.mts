/** Types of build-state.mjs (plain JavaScript: it ships in the release archive). */
export interface BuildHalf {
  name: string;
  /** The npm script that builds it. */
  script: string;
  /** Its output exists. */
  built: boolean;
  /** Its output exists and is not older than its sources. */
  current: boolean;
}
export function buildState(root: string): BuildHalf[];
