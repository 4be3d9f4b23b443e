/** A small HTTP client for benches: node:http, so a request can leave from a chosen local address. */
import http from "node:http";

export type Answer = { status: number; text: string; json<T = unknown>(): T };

export type CallOptions = { method?: string; body?: unknown; headers?: Record<string, string>; localAddress?: string };

export function call(url: string, options: CallOptions = {}): Promise<Answer> {
  const body = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string | number> = { ...options.headers };
  if (body !== undefined)
    Object.assign(headers, { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(body) });
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: options.method ?? (body === undefined ? "GET" : "POST"),
        headers,
        localAddress: options.localAddress,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          resolve({ status: res.statusCode ?? 0, text, json: () => JSON.parse(text) });
        });
        res.on("error", reject);
      },
    );
    req.setTimeout(60_000, () => req.destroy(new Error(`${url}: no answer within 60 s`)));
    req.on("error", reject);
    req.end(body);
  });
}
