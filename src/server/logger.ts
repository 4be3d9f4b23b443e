import pino from "pino";
import type { Config } from "./config";

export function createLogger(config: Pick<Config, "LOG_LEVEL">) {
  return pino({ level: config.LOG_LEVEL, base: undefined, timestamp: pino.stdTimeFunctions.isoTime });
}
export type { Logger } from "pino";
