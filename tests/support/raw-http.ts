/**
 * A request whose path is sent exactly as written: fetch and `new URL` resolve `..` segments and
 * re-encode characters before anything leaves, which would hide the traversal being tested.
 */
import { request } from "node:http";

export type RawAnswer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
  text: string;
};

export function rawRequest(
  baseUrl: string,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<RawAnswer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = request({ hostname, port, path, method: init.method ?? "GET", headers: init.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const body = Buffer.concat(chunks);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: body.toString("utf8") });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end(init.body);
  });
}
