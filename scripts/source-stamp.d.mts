/** Whether the build is current with its sources, and how to stamp it after a build (decision 173). */
export function sourceStamp(options: {
  root: string;
  inputs: readonly string[];
  stampDir: string;
  outputs: readonly string[];
}): { current: boolean; save: () => void };
