/** Waiting for a condition in benches: ask again every `intervalMs` until it holds or time runs out. */
export async function pollUntil<T>(
  probe: () => Promise<T | undefined | null | false>,
  options: { what: string; timeoutMs: number; intervalMs?: number },
): Promise<T> {
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline)
      throw new Error(`Timed out after ${options.timeoutMs / 1000} s waiting for ${options.what}`);
    await new Promise((resolve) => setTimeout(resolve, options.intervalMs ?? 100));
  }
}
