import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { startupWarnings } from "../startup-warnings";
import { paymentProviderWarning } from "./provider-warning";

const RAZORPAY = {
  PAYMENT_PROVIDER: "razorpay",
  RAZORPAY_KEY_ID: "rzp_live_x",
  RAZORPAY_KEY_SECRET: "secret",
  RAZORPAY_WEBHOOK_SECRET: "hook",
};

describe("the test-mode payment provider in production", () => {
  it("is said loudly at start when nobody chose it, and the shop still starts with no settings", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ NODE_ENV: "production", PAYMENT_PROVIDER: "sandbox", paymentProviderChosen: false });
    expect(paymentProviderWarning(config)).toMatch(/^PAYMENT_PROVIDER is not set.*NO REAL MONEY/);
    expect(startupWarnings(config)).toContainEqual(expect.stringMatching(/^PAYMENT_PROVIDER is not set/));
  });

  it("is quiet when the provider was chosen, and outside production", () => {
    expect(paymentProviderWarning(loadConfig({ PAYMENT_PROVIDER: "sandbox" }))).toBeNull();
    expect(paymentProviderWarning(loadConfig(RAZORPAY))).toBeNull();
    expect(paymentProviderWarning(loadConfig({ NODE_ENV: "development" }))).toBeNull();
    expect(paymentProviderWarning(loadConfig({ NODE_ENV: "test" }))).toBeNull();
    expect(startupWarnings(loadConfig({ PAYMENT_PROVIDER: "sandbox", SITE_URL: "https://shop.example" }))).toEqual([]);
  });
});
