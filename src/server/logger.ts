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
  return destination ? pino(options, destination) : pino(options);
}
export type { Logger } from "pino";
