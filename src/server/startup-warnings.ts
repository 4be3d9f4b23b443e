/**
 * What an operator should hear about at start (decisions 031, 034, 050): settings that work but leave the
 * shop open to something. Printed once, loudly; the server starts anyway (`npm start` needs no settings).
 */
import type { Config } from "./config";
import { trustsHops } from "./http/trust-proxy";
import { paymentProviderWarning } from "./payments/provider-warning";

const EVERY_INTERFACE = new Set(["0.0.0.0", "::", ""]);

export function startupWarnings(
  config: Pick<
    Config,
    "TRUST_PROXY" | "HOST" | "SITE_URL" | "publicOrigin" | "NODE_ENV" | "PAYMENT_PROVIDER" | "paymentProviderChosen"
  >,
): string[] {
  const warnings: string[] = [];
  const payments = paymentProviderWarning(config);
  if (payments) warnings.push(payments);
  if (trustsHops(config.TRUST_PROXY) && EVERY_INTERFACE.has(config.HOST.trim())) {
    warnings.push(
      `TRUST_PROXY=${config.TRUST_PROXY} believes the last ${config.TRUST_PROXY === 1 ? "address" : `${config.TRUST_PROXY} addresses`} of X-Forwarded-For from ANY client, and HOST=${config.HOST || "0.0.0.0"} lets clients reach this port directly: they can pick their own address for every per-address limit. Set TRUST_PROXY to the proxy's address instead (e.g. TRUST_PROXY=loopback, or 10.0.0.0/8), or listen only where the proxy can reach (HOST=127.0.0.1). See docs/deploy.md.`,
    );
  }
  if (!config.SITE_URL) {
    warnings.push(
      `SITE_URL is not set: links in the shop's mail point to ${config.publicOrigin}, the address announced here. Set SITE_URL to the shop's public address (e.g. https://beanandbhumi.in).`,
    );
  }
  return warnings;
}
