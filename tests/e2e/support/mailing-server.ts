/**
 * A server of the test file's own that sends its mail to a real SMTP server on loopback — for journeys
 * that read a mail (the shared e2e server sends none). Started before the file's tests, stopped after.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll } from "vitest";
import { startServer, type ServerProcess } from "../../../scripts/lib/server-process";
import { startSmtp, type TestSmtp } from "../../support/smtp";

export function useMailingServer(name: string, env: Record<string, string> = {}) {
  let smtp: TestSmtp;
  let server: ServerProcess;
  let dataDir: string;
  beforeAll(async () => {
    smtp = await startSmtp();
    dataDir = await mkdtemp(path.join(tmpdir(), `bb-${name}-`));
    server = await startServer({ DATA_DIR: dataDir, SMTP_URL: smtp.url, ...env });
  });
  afterAll(async () => {
    await server?.stop();
    await smtp?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });
  return {
    server: () => server,
    smtp: () => smtp,
    /** A link from a mail, opened on the server under test (links carry the address announced at start). */
    local: (link: string) => {
      const url = new URL(link);
      return `${server.url}${url.pathname}${url.search}`;
    },
  };
}
