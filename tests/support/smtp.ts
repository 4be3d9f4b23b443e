/**
 * A real SMTP server on loopback (the `smtp-server` package) that keeps what it receives, parsed, so
 * tests can read the mail the shop sent. `failNext(n)` refuses the next n messages with a 451.
 */
import type { AddressInfo } from "node:net";
import { simpleParser, type ParsedMail } from "mailparser";
import { SMTPServer } from "smtp-server";

export type ReceivedMail = {
  to: string[];
  from: string;
  parsed: ParsedMail;
  raw: string;
  /** A header's value as sent (mailparser folds List-* headers into an object; this reads the line). */
  header: (name: string) => string | undefined;
};

export type TestSmtp = {
  url: string;
  received: ReceivedMail[];
  failNext(count: number): void;
  close(): Promise<void>;
};

export async function startSmtp(): Promise<TestSmtp> {
  const received: ReceivedMail[] = [];
  let failures = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", async () => {
        if (failures > 0) {
          failures -= 1;
          callback(Object.assign(new Error("Mailbox busy, try again later"), { responseCode: 451 }));
          return;
        }
        const raw = Buffer.concat(chunks).toString("utf8");
        const parsed = await simpleParser(raw);
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          parsed,
          raw,
          header: (name) => {
            const line = parsed.headerLines.find((h) => h.key === name.toLowerCase())?.line;
            return line?.slice(line.indexOf(":") + 1).trim();
          },
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    failNext: (count) => {
      failures = count;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
