/** Environment, validated once at start. A bad value stops the server with a message saying which. */
import path from "node:path";
import { z } from "zod";
import { DEFAULT_PAYMENT_PROVIDER, PAYMENT_PROVIDER_IDS } from "@domain/payment-providers";
import { parseTrustProxy } from "./http/trust-proxy";

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    HOST: z.string().default("0.0.0.0"),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: optionalText.pipe(z.url({ protocol: /^postgres(ql)?$/ }).optional()),
    /**
     * The shop's public origin, e.g. https://beanandbhumi.in: links in mail always come from it (or,
     * unset, from the address announced at start — never from a request's Host); canonical links too.
     */
    SITE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
    /**
     * Express `trust proxy`: a hop count (0–10), or `loopback` / `linklocal` / `uniquelocal` and the
     * proxy's addresses or subnets, comma-separated — forwarded addresses are then believed only from those.
     */
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((value, ctx) => {
        const parsed = parseTrustProxy(value ?? "");
        if (typeof parsed === "object" && "error" in parsed) {
          ctx.addIssue({ code: "custom", message: parsed.error });
          return z.NEVER;
        }
        return parsed;
      }),
    /** `/api/health` answers 503 when the disk holding DATA_DIR has less than this free (decision 037). */
    HEALTH_MIN_FREE_MB: z.coerce.number().int().min(0).max(1_000_000).default(100),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    ADMIN_USERNAME: optionalText,
    ADMIN_PASSWORD: optionalText.pipe(z.string().min(8, "must be at least 8 characters").optional()),
    PAYMENT_PROVIDER: z.enum(PAYMENT_PROVIDER_IDS).default(DEFAULT_PAYMENT_PROVIDER),
    PAYMENT_SECRET: optionalText.pipe(z.string().min(16, "must be at least 16 characters").optional()),
    RAZORPAY_KEY_ID: optionalText,
    RAZORPAY_KEY_SECRET: optionalText,
    RAZORPAY_WEBHOOK_SECRET: optionalText,
    RAZORPAY_API_BASE: z.url().default("https://api.razorpay.com"),
    AI_BASE_URL: optionalText.pipe(z.url().optional()),
    AI_API_KEY: optionalText,
    AI_MODEL: optionalText,
    /** How long to wait for the model before the built-in engine answers. */
    AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(8000),
    SMTP_URL: optionalText.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
    MAIL_FROM: optionalText,
    /** The shop's GST number; with it, order mail carries a tax invoice. */
    SHOP_GSTIN: optionalText.pipe(
      z
        .string()
        .regex(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, "must be a 15-character GSTIN such as 29ABCDE1234F1Z5")
        .optional(),
    ),
  })
  .superRefine((env, ctx) => {
    if (Boolean(env.ADMIN_USERNAME) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({
        code: "custom",
        path: [env.ADMIN_USERNAME ? "ADMIN_PASSWORD" : "ADMIN_USERNAME"],
        message: "ADMIN_USERNAME and ADMIN_PASSWORD go together: set both or neither",
      });
    }
    if (env.PAYMENT_PROVIDER === "razorpay") {
      for (const key of ["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET"] as const) {
        if (!env[key])
          ctx.addIssue({ code: "custom", path: [key], message: "required when PAYMENT_PROVIDER=razorpay" });
      }
    }
  });

export type Config = z.infer<typeof EnvSchema> & {
  dataDir: string;
  /**
   * Where links in mail point: SITE_URL, or while it is unset the address announced at start
   * (`http://localhost:PORT`; the real port once bound) — never a request's Host (decision 034).
   */
  publicOrigin: string;
  /** PAYMENT_PROVIDER was set, not defaulted: in production the start-up warns otherwise (decision 050). */
  paymentProviderChosen: boolean;
};

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join(".") || "env"}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return {
    ...parsed.data,
    dataDir: path.resolve(parsed.data.DATA_DIR),
    publicOrigin: announcedOrigin(parsed.data),
    paymentProviderChosen: Boolean(env.PAYMENT_PROVIDER?.trim()),
  };
}

/** The origin the server announces at start and links to when SITE_URL is unset. */
export function announcedOrigin(config: Pick<Config, "SITE_URL" | "PORT">): string {
  return config.SITE_URL ? config.SITE_URL.replace(/\/+$/, "") : `http://localhost:${config.PORT}`;
}
