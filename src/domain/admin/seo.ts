/** SEO settings: analytics ids, robots rules, sitemap and redirects — saved by the admin, applied on the public site. */
import { z } from "zod";
import { flag } from "./fields";

const id = (label: string, pattern: RegExp, example: string) =>
  z.preprocess(
    (v) => (typeof v === "string" ? (v.trim() === "" ? null : v.trim()) : v),
    z
      .string({ error: `${label} must be text` })
      .regex(pattern, `${label} must look like ${example}`)
      .nullable()
      .optional(),
  );

/** Paths that never redirect: the API, the admin, built assets, uploads. */
const RESERVED = /^\/(api|admin|assets|uploads)(\/|$)/;
const PATH = /^\/(?!\/)[A-Za-z0-9\-._~!$&'()*+,;=:@%/]*$/;

export const RedirectInput = z
  .object({
    fromPath: z
      .string({ error: "From path is required" })
      .trim()
      .min(1, "From path is required")
      .max(500, "From path must be at most 500 characters")
      .regex(PATH, "From path must be a path on this site, starting with /")
      .refine((p) => !RESERVED.test(p), "From path cannot be under /api, /admin, /assets or /uploads")
      .refine((p) => p !== "/", "The home page cannot be redirected"),
    toPath: z
      .string({ error: "To path is required" })
      .trim()
      .min(1, "To path is required")
      .max(2000, "To path must be at most 2000 characters")
      .refine((p) => PATH.test(p) || /^https:\/\/[^\s/]+(\/\S*)?$/.test(p), "To path must start with / or https://"),
    statusCode: z.preprocess(
      (v) => (v === "" || v === undefined ? 301 : typeof v === "string" ? Number(v) : v),
      z.union([z.literal(301), z.literal(302)], { error: "Status must be 301 or 302" }),
    ),
  })
  .refine((r) => r.fromPath !== r.toPath, { message: "A path cannot redirect to itself", path: ["toPath"] });
export type RedirectInput = z.output<typeof RedirectInput>;

export const DEFAULT_ROBOTS_TXT = [
  "User-agent: *",
  "Allow: /",
  "Disallow: /admin",
  "Disallow: /api/",
  "Disallow: /cart",
  "Disallow: /checkout",
].join("\n");

export const SeoSettingsInput = z
  .object({
    googleTagManagerId: id("Tag Manager id", /^GTM-[A-Z0-9]{4,10}$/, "GTM-ABC1234"),
    googleAnalyticsId: id("Analytics id", /^G-[A-Z0-9]{4,15}$/, "G-ABC123XYZ9"),
    searchConsoleVerification: id(
      "Search Console verification",
      /^[A-Za-z0-9_-]{10,100}$/,
      "the content of Google's verification meta tag",
    ),
    facebookPixelId: id("Pixel id", /^\d{6,20}$/, "123456789012345"),
    /** Empty: the shop's default rules. */
    robotsTxt: z.preprocess(
      (v) => (typeof v === "string" ? (v.trim() === "" ? null : v.replace(/\r\n/g, "\n").trim()) : v),
      z
        .string({ error: "Robots rules must be text" })
        .max(5000, "Robots rules must be at most 5000 characters")
        .refine((t) => !/[<>]/.test(t), "Robots rules must be plain text")
        .nullable()
        .optional(),
    ),
    sitemapEnabled: flag("Sitemap"),
    redirects: z
      .array(RedirectInput, { error: "Redirects must be a list" })
      .max(500, "At most 500 redirects")
      .optional(),
  })
  .superRefine((s, ctx) => {
    const seen = new Map<string, number>();
    s.redirects?.forEach((r, i) => {
      if (seen.has(r.fromPath))
        ctx.addIssue({
          code: "custom",
          path: ["redirects", i, "fromPath"],
          message: `${r.fromPath} is redirected twice`,
        });
      seen.set(r.fromPath, i);
    });
    // A chain (a → b, b → a) would loop forever in a browser.
    s.redirects?.forEach((r, i) => {
      const next = s.redirects![seen.get(r.toPath) ?? -1];
      if (next && next.toPath === r.fromPath)
        ctx.addIssue({
          code: "custom",
          path: ["redirects", i, "toPath"],
          message: `${r.fromPath} and ${r.toPath} redirect to each other`,
        });
    });
  });
export type SeoSettingsInput = z.output<typeof SeoSettingsInput>;

/** What the public pages need: the ids that switch on the analytics snippet and the verification tag. */
export type PublicAnalytics = {
  googleTagManagerId: string | null;
  googleAnalyticsId: string | null;
  facebookPixelId: string | null;
  searchConsoleVerification: string | null;
};
