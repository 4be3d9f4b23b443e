import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("applies the documented defaults", () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, DATA_DIR: "./data", PAYMENT_PROVIDER: "sandbox" });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve("./data"));
  });

  it("treats empty strings as unset", () => {
    expect(loadConfig({ DATABASE_URL: "", ADMIN_USERNAME: "", ADMIN_PASSWORD: "" }).DATABASE_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: "eighty" }, /PORT/],
    [{ PORT: "70000" }, /PORT/],
    [{ DATABASE_URL: "mysql://x" }, /DATABASE_URL/],
    [{ PAYMENT_PROVIDER: "paypal" }, /PAYMENT_PROVIDER/],
    [{ ADMIN_USERNAME: "owner" }, /ADMIN_PASSWORD: ADMIN_USERNAME and ADMIN_PASSWORD go together/],
    [{ ADMIN_USERNAME: "owner", ADMIN_PASSWORD: "short" }, /ADMIN_PASSWORD: must be at least 8 characters/],
    [{ PAYMENT_PROVIDER: "razorpay" }, /RAZORPAY_KEY_ID: required when PAYMENT_PROVIDER=razorpay/],
  ])("stops on %j with a message naming the variable", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
