/**
 * A stand-in for an OpenAI-compatible model server on loopback: real HTTP, the real
 * `/v1/chat/completions` request and response shapes. Each test says how it should answer.
 */
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

export type ChatRequest = {
  headers: IncomingMessage["headers"];
  path: string;
  body: { model?: string; messages: { role: string; content: string }[]; [key: string]: unknown };
};

/** What the fake does with a request: reply with this message content, with an HTTP error, or never. */
export type Behaviour = { content: string } | { status: number; body: string } | "hang";
/** A fixed behaviour, or one chosen per request (to replay recorded answers). */
export type Answering = Behaviour | ((request: ChatRequest) => Behaviour);

export function completion(content: string) {
  return {
    id: "chatcmpl-fake",
    object: "chat.completion",
    created: Math.floor(Date.now() / 1000),
    model: "fake",
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

export async function startFakeOpenAi() {
  const requests: ChatRequest[] = [];
  const hanging = new Set<ServerResponse>();
  let behaviour: Answering = { status: 500, body: "not configured" };

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    if (req.method !== "POST" || req.url !== "/v1/chat/completions") {
      res
        .writeHead(404, { "Content-Type": "application/json" })
        .end(JSON.stringify({ error: { message: "not found" } }));
      return;
    }
    const request = { headers: req.headers, path: req.url, body: JSON.parse(Buffer.concat(chunks).toString("utf8")) };
    requests.push(request);
    const current = typeof behaviour === "function" ? behaviour(request) : behaviour;
    if (current === "hang") {
      hanging.add(res);
      res.on("close", () => hanging.delete(res));
      return;
    }
    if ("status" in current) {
      res.writeHead(current.status, { "Content-Type": "application/json" }).end(current.body);
      return;
    }
    res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(completion(current.content)));
  });
  server.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    answerWith(next: Answering) {
      behaviour = next;
    },
    async close() {
      for (const res of hanging) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type FakeOpenAi = Awaited<ReturnType<typeof startFakeOpenAi>>;
