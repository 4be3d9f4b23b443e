import pino from "pino";
import type { Config } from "./config";
import { redactedError } from "./redact";

/** JSON lines; an error's query parameters and personal details never reach them (decision 037). */
export function createLogger(config: Pick<Config, "LOG_LEVEL">, destination?: pino.DestinationStream) {
  const options = {
    level: config.LOG_LEVEL,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    serializers: { err: redactedError },
  };
  // Standard output written asynchronously: a busy server coalesces its lines into few writes instead
  // of one blocking write per request; pino flushes what is left when the process exits (decision 142).
  return pino(options, destination ?? pino.destination({ dest: 1, sync: false }));
}
export type { Logger } from "pino";
