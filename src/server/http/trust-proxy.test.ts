import { describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { startupWarnings } from "../startup-warnings";
import { addressSubject, isLoopback } from "./client-address";
import { parseTrustProxy } from "./trust-proxy";

describe("TRUST_PROXY", () => {
  it.each([
    ["", 0],
    ["0", 0],
    ["false", 0],
    ["1", 1],
    [" 2 ", 2],
    ["loopback", ["loopback"]],
    ["loopback, 10.0.0.0/8", ["loopback", "10.0.0.0/8"]],
    ["203.0.113.5,fd00::/8,uniquelocal", ["203.0.113.5", "fd00::/8", "uniquelocal"]],
    ["10.0.0.0/255.0.0.0", ["10.0.0.0/255.0.0.0"]],
  ])("takes %j", (raw, expected) => {
    expect(parseTrustProxy(raw)).toEqual(expected);
  });

  it.each(["true", "11", "everyone", "10.0.0.0/33", "fd00::/129", "1.2.3", ",", "10.0.0.1/8/8"])(
    "refuses %j with a message at start",
    (raw) => {
      expect(() => loadConfig({ TRUST_PROXY: raw })).toThrow(/TRUST_PROXY: /);
    },
  );
});

describe("start-up warnings", () => {
  // A provider chosen on purpose: the warning about the test-mode default has its own test.
  const config = (env: Record<string, string>) => loadConfig({ PAYMENT_PROVIDER: "sandbox", ...env });

  it("warns when a hop count is trusted on every interface, not when the proxy is named or the port is private", () => {
    expect(startupWarnings(config({ TRUST_PROXY: "1", SITE_URL: "https://shop.example" }))).toEqual([
      expect.stringMatching(/^TRUST_PROXY=1 believes the last address of X-Forwarded-For from ANY client/),
    ]);
    expect(startupWarnings(config({ TRUST_PROXY: "1", HOST: "127.0.0.1", SITE_URL: "https://shop.example" }))).toEqual(
      [],
    );
    expect(startupWarnings(config({ TRUST_PROXY: "loopback", SITE_URL: "https://shop.example" }))).toEqual([]);
  });

  it("says where mail links point while SITE_URL is unset", () => {
    expect(startupWarnings(config({ PORT: "8080" }))).toEqual([
      expect.stringContaining("links in the shop's mail point to http://localhost:8080"),
    ]);
  });
});

describe("the address a limit counts", () => {
  it.each([
    ["203.0.113.7", "203.0.113.7"],
    ["::ffff:203.0.113.7", "203.0.113.7"],
    ["2001:db8:1:2:aaaa:bbbb:cccc:dddd", "2001:db8:1:2::/64"],
    ["2001:db8:1:2::1", "2001:db8:1:2::/64"],
    ["2001:0db8:0001:0002:0:0:0:9", "2001:db8:1:2::/64"],
    ["::1", "0:0:0:0::/64"],
    [undefined, "unknown"],
  ])("%s counts as %s", (ip, subject) => {
    expect(addressSubject(ip)).toBe(subject);
  });

  it("knows loopback", () => {
    expect([
      isLoopback("127.0.0.1"),
      isLoopback("127.9.9.9"),
      isLoopback("::1"),
      isLoopback("::ffff:127.0.0.1"),
    ]).toEqual([true, true, true, true]);
    expect([isLoopback("10.0.0.1"), isLoopback("2001:db8::1"), isLoopback(undefined)]).toEqual([false, false, false]);
  });
});
