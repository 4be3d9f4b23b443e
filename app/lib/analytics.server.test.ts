import { describe, expect, it } from "vitest";
import { analyticsHead } from "./analytics.server";

const NONE = {
  googleAnalyticsId: null,
  googleTagManagerId: null,
  facebookPixelId: null,
  searchConsoleVerification: null,
};

describe("analyticsHead", () => {
  it("writes nothing when no id is set", () => {
    expect(analyticsHead(null, "n1")).toBe("");
    expect(analyticsHead(NONE, "n1")).toBe("");
  });

  it("writes each vendor's tag with the nonce, and only the vendors whose id is set", () => {
    const head = analyticsHead({ ...NONE, googleAnalyticsId: "G-ABC123", searchConsoleVerification: "v-1" }, "n1");
    expect(head).toContain('<meta name="google-site-verification" content="v-1"/>');
    expect(head).toContain(
      '<script async="" nonce="n1" src="https://www.googletagmanager.com/gtag/js?id=G-ABC123"></script>',
    );
    expect(head).toContain(`<script nonce="n1">window.dataLayer=`);
    expect(head).toContain(`gtag('config',"G-ABC123");`);
    expect(head).not.toContain("gtm.js");
    expect(head).not.toContain("fbevents");

    const both = analyticsHead({ ...NONE, googleTagManagerId: "GTM-X1", facebookPixelId: "12345" }, "n2");
    expect(both).toContain(`'dataLayer',"GTM-X1");</script>`);
    expect(both).toContain(`fbq('init',"12345");`);
    expect(both.match(/<script nonce="n2">/g)).toHaveLength(2);
  });

  it("cannot be broken out of by what an id holds", () => {
    const head = analyticsHead(
      { ...NONE, googleAnalyticsId: 'G-1"></script><script>alert(1)</script>', searchConsoleVerification: '"><b>' },
      "n1",
    );
    expect(head).not.toContain("<script>alert");
    expect(head).not.toContain("<b>");
    expect(head.match(/<\/script>/g)).toHaveLength(2);
  });
});
