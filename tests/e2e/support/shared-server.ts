import { inject } from "vitest";

/**
 * The address of this worker's shared e2e server (global-setup starts one per worker). Spec files run one
 * at a time in a worker, so a file sees only the changes of the files before it on the same server.
 */
export function sharedServerUrl(): string {
  const urls = inject("baseUrls");
  // Vitest numbers its workers from 1 to maxWorkers.
  const worker = Number(process.env.VITEST_POOL_ID ?? "1");
  const url = urls[(worker - 1) % urls.length];
  if (!url) throw new Error(`no shared e2e server for worker ${worker}`);
  return url;
}
