/**
 * Issue 10, "hard to break", the admin side: junk (fast-check) and raw non-JSON bodies at every
 * admin POST, PUT and PATCH, signed in as the owner. No 5xx; a refusal is JSON with a message and
 * leaves the database exactly as it was; a refused upload leaves no file.
 */
import { randomUUID } from "node:crypto";
import { readdir } from "node:fs/promises";
import fc from "fast-check";
import { beforeAll, expect, it } from "vitest";
import { uploadsDir } from "../../src/server/features/admin/uploads/storage";
import { TEST_ADMIN, signInAdmin, type AdminClient } from "../support/admin";
import { placeOrder } from "../support/checkout";
import { fingerprinter, type Fingerprint } from "../support/database-fingerprint";
import { HOSTILE_STRINGS, type RawBody } from "../support/junk";
import { expectValidationReached, freshAddress, throwJunkAt, type WriteTarget } from "../support/junk-targets";
import { adminWriteRoutes } from "../support/routes";
import { eachDatabase, type TestApp } from "../support/test-app";
import { istToday } from "@domain/roast-batches";

const RUNS = 10;

/** A multipart upload whose file is anything but a usable image. */
const junkUploads: fc.Arbitrary<RawBody> = fc
  .record({
    // Mostly the right field, so most junk reaches the image check (415) rather than the form's (400).
    field: fc.oneof(
      { arbitrary: fc.constant("file"), weight: 4 },
      { arbitrary: fc.constantFrom("image", ""), weight: 1 },
    ),
    // Mostly names a form would send, so the file's bytes are what gets judged; hostile names now and then.
    filename: fc.oneof(
      { arbitrary: fc.constantFrom("a.png", "photo.jpg", "ಚಿತ್ರ.webp", "../../etc/passwd"), weight: 4 },
      { arbitrary: fc.constantFrom('x".png', "a\u0000.jpg", ...HOSTILE_STRINGS.slice(0, 8)), weight: 1 },
    ),
    type: fc.constantFrom("image/png", "image/jpeg", "image/svg+xml", "text/html", "application/octet-stream"),
    bytes: fc.oneof(
      fc.uint8Array({ minLength: 1, maxLength: 2000 }),
      fc
        .uint8Array({ maxLength: 200 })
        .map((tail) => Buffer.concat([Buffer.from("\x89PNG\r\n\x1a\n", "latin1"), tail])),
      fc.constant(
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" onload="window.__xss=1"><script>window.__xss=1</script></svg>',
        ),
      ),
    ),
  })
  .map(({ field, filename, type, bytes }) => ({
    name: `${type} "${filename}" in field "${field}" (${bytes.length} bytes)`,
    headers: { "Content-Type": "multipart/form-data; boundary=junk-boundary" },
    body: Buffer.concat([
      Buffer.from(
        `--junk-boundary\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      Buffer.from(bytes),
      Buffer.from("\r\n--junk-boundary--\r\n"),
    ]),
  }));

async function firstId(admin: AdminClient, path: string): Promise<number> {
  const rows = await admin.json<{ id: number }[]>(admin.get(path));
  if (!rows[0]) throw new Error(`nothing listed at ${path}`);
  return rows[0].id;
}

/** Something of every kind the admin edits: an order, a subscription, a story, a message, a mail. */
async function adminFixtures(app: TestApp, admin: AdminClient) {
  const order = (await placeOrder(app, 2)).order;
  for (const [path, body] of [
    ["/api/subscriptions", { email: "sub@example.com", primaryMood: "surprise", frequency: "monthly" }],
    [
      "/api/stories",
      { name: "Asha", email: "asha@example.com", storyTitle: "First pour-over", story: "It changed everything." },
    ],
    ["/api/contact", { name: "Asha", email: "asha@example.com", message: "Do you ship to Port Blair?" }],
    ["/api/newsletter/subscribe", { email: "reader@example.com" }],
  ] as const) {
    const res = await app.api(path, {
      method: "POST",
      headers: { "Content-Type": "application/json", ...freshAddress() },
      body: JSON.stringify(body),
    });
    // Sign-ups answer 202 (decision 034), the rest 201.
    if (res.status !== 201 && res.status !== 202) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  }
  const messages = await admin.json<{ stories: { id: number }[]; contacts: { id: number }[] }>(admin.get("/messages"));
  // A review waiting for moderation: a delivered order's line, reviewed through its link.
  const delivered = (await placeOrder(app, 2, 1, { customerEmail: "reviewer@example.com" })).order;
  await admin.json(admin.patch(`/orders/${delivered.id}`, { status: "delivered" }));
  const [line] = await app.services.reviews.reviewableLines("reviewer@example.com");
  const review = await app.api("/api/reviews", {
    method: "POST",
    headers: { "Content-Type": "application/json", ...freshAddress() },
    body: JSON.stringify({
      token: new URL(line!.reviewUrl).searchParams.get("token"),
      rating: 4,
      title: "Lovely",
      body: "Jaggery and cocoa in the filter.",
    }),
  });
  if (review.status !== 201) throw new Error(`review: ${review.status} ${await review.text()}`);
  const reviews = await admin.json<{ reviews: { id: number }[] }>(admin.get("/reviews"));
  const outbox = await admin.json<{ mails: { id: number }[] }>(admin.get("/outbox"));
  return {
    orderId: order.id,
    storyId: messages.stories[0]!.id,
    contactId: messages.contacts[0]!.id,
    reviewId: reviews.reviews[0]!.id,
    mailId: outbox.mails[0]!.id,
    subscriptionId: await firstId(admin, "/subscriptions"),
    productId: await firstId(admin, "/products"),
    coffeeId: await firstId(admin, "/coffees"),
    moodId: await firstId(admin, "/moods"),
    cafeId: await firstId(admin, "/cafes"),
    pageId: await firstId(admin, "/pages"),
    blogId: await firstId(admin, "/blogs"),
  };
}

function adminTargets(app: TestApp, admin: AdminClient, ids: Awaited<ReturnType<typeof adminFixtures>>): WriteTarget[] {
  const signedIn = () => ({ Authorization: `Bearer ${admin.token}` });
  const target = (route: string, url: string, valid: Record<string, unknown>): WriteTarget => ({
    route,
    url: `/api/admin${url}`,
    valid,
    headers: signedIn,
  });
  const product = {
    name: "Monsoon Malabar AA",
    price: "849.50",
    compareAtPrice: "",
    stockQuantity: 5,
    tags: "monsooned, malabar",
    images: ["/images/products/earth-ember-dark-roast-coffee.svg"],
    brewRecipe: { methods: "french-press" },
    gramOptions: [{ weight: 500, price: "1600" }],
    tastingNotes: "Cocoa",
    rating: 4.5,
    isActive: "true",
    seoTitle: "Malabar",
  };
  const coffee = {
    name: "Bababudan Peaberry",
    region: "Chikmagalur",
    description: "Round and sweet",
    altitude: "1400",
    price: 640,
    tastingNotes: "Cocoa, Fig",
    processMethod: "Washed",
    image: "https://example.com/pb.jpg",
  };
  const mood = {
    name: "Rainy & Slow",
    emoji: "🌧",
    colorCode: "#336699",
    coffeeIds: [1, 2],
    characteristics: "Earthy, Warm",
    sortOrder: 3,
  };
  const cafe = {
    name: "Kaapi Katte",
    description: "Filter coffee",
    address: "1 Cherry Road",
    city: "Salem",
    pincode: "636001",
    latitude: 11.66,
    longitude: 78.14,
    rating: 4.5,
    features: ["single_origin"],
    website: "https://example.com",
    weeklyPick: false,
  };
  const section = {
    section: "festive_banner",
    title: "Diwali roast",
    buttonUrl: "/shop",
    order: 5,
    data: { slides: [{ title: "One", image: "/images/a.jpg" }] },
  };
  // The first that gets through makes the code; the same code again is refused as taken (409).
  const discountCode = {
    code: "JUNK10",
    description: "Launch offer",
    kind: "percent",
    percentOff: 10,
    minSubtotal: "500",
    usageLimit: 100,
    perEmailLimit: 1,
    firstOrderOnly: false,
    isActive: true,
  };
  const page = {
    title: "Wholesale & Cafés",
    content: "# Hello\n\nText",
    status: "published",
    menuOrder: 2,
    metaTitle: "Wholesale",
  };
  const blog = {
    title: "Monsoon Malabar, Explained",
    content: "# Heading\n\nThe **winds** did it.",
    excerpt: "Why",
    tags: "monsoon, malabar",
    categoryId: 3,
    status: "draft",
    readTime: 4,
  };
  return [
    {
      route: "POST /login",
      url: "/api/admin/login",
      valid: { username: "not-the-owner", password: "guess-guess-guess" },
    },
    // Signs in afresh for each call: a logout that works revokes the token it came with.
    {
      route: "POST /logout",
      url: "/api/admin/logout",
      valid: {},
      headers: async () => ({ Authorization: `Bearer ${(await signInAdmin(app, TEST_ADMIN, freshAddress())).token}` }),
    },
    target("POST /products", "/products", product),
    target("PUT /products/:id", `/products/${ids.productId}`, product),
    target("POST /coffees", "/coffees", coffee),
    target("PUT /coffees/:id", `/coffees/${ids.coffeeId}`, coffee),
    target("POST /moods", "/moods", mood),
    target("PUT /moods/:id", `/moods/${ids.moodId}`, mood),
    target("POST /cafes", "/cafes", cafe),
    target("PUT /cafes/:id", `/cafes/${ids.cafeId}`, cafe),
    target("POST /cafes/:id/approve", `/cafes/${ids.cafeId}/approve`, {}),
    target("POST /cafes/:id/reject", `/cafes/${ids.cafeId}/reject`, {}),
    target("POST /home-content", "/home-content", section),
    target("PUT /home-content/:section", "/home-content/hero", section),
    target("POST /pages", "/pages", page),
    target("PUT /pages/:id", `/pages/${ids.pageId}`, page),
    target("POST /blogs", "/blogs", blog),
    target("PUT /blogs/:id", `/blogs/${ids.blogId}`, blog),
    target("PATCH /orders/:id", `/orders/${ids.orderId}`, {
      status: "processing",
      paymentStatus: "pending",
      trackingNumber: "TRK-1/2",
    }),
    // Refunds (decision 052): each call with a fresh Idempotency-Key; the fixture order is unpaid (409).
    {
      ...target("POST /orders/:id/refunds", `/orders/${ids.orderId}/refunds`, { amountPaise: 100, reason: "Torn bag" }),
      headers: () => ({ ...signedIn(), "Idempotency-Key": `junk-${randomUUID()}` }),
    },
    target("POST /stock/:productId/adjust", `/stock/${ids.productId}/adjust`, {
      delta: 3,
      reason: "restock",
      note: "delivery",
    }),
    // Roast batches (decision 152): a roast of today for the fixture coffee; a batch that is not there (404).
    target("POST /stock/:productId/batches", `/stock/${ids.productId}/batches`, {
      roastedOn: istToday(),
      bags: 12,
      notes: "City roast",
    }),
    target("POST /batches/:id/retire", "/batches/999999/retire", { reason: "cafe" }),
    target("PUT /settings/stock", "/settings/stock", { freshnessDays: 30, planAheadDays: 14 }),
    target("PATCH /subscriptions/:id", `/subscriptions/${ids.subscriptionId}`, { isActive: false }),
    // Inviting interested sign-ups (decision 139) reads no body: all of them (any body), and one that is not there.
    target("POST /subscriptions/invite-all", "/subscriptions/invite-all", {}),
    target("POST /subscriptions/:id/invite", "/subscriptions/999999/invite", {}),
    target("PATCH /messages/:kind/:id", `/messages/stories/${ids.storyId}`, { handled: true, status: "approved" }),
    target("POST /outbox/:id/retry", `/outbox/${ids.mailId}/retry`, {}),
    target("PATCH /reviews/:id", `/reviews/${ids.reviewId}`, { status: "approved", reply: "Thank you!" }),
    // Discount codes (decision 125): a new code may be made (201); the update names a code that is not there.
    target("POST /discount-codes", "/discount-codes", discountCode),
    target("PUT /discount-codes/:id", "/discount-codes/999999", discountCode),
    // Cash on delivery (decision 085): the settings as the owner saves them; the fixture order is no cash order (409).
    target("PUT /settings/cash-on-delivery", "/settings/cash-on-delivery", {
      enabled: true,
      states: ["Karnataka", "Tamil Nadu"],
      pincodes: ["560001"],
      capPaise: 500_000,
      feePaise: 4_900,
      openPerPhone: 2,
      openPerAddress: 2,
    }),
    target("POST /orders/:id/cash", `/orders/${ids.orderId}/cash`, { outcome: "collected" }),
    // The delivery promise (decision 150): the settings as the owner saves them.
    target("PUT /settings/delivery", "/settings/delivery", {
      zoneDays: { sameCity: 1, sameState: 2, metro: 3, rest: 5, northEastAndIslands: 8 },
      holidays: ["2026-12-25"],
      leadDays: 1,
      cutoffHour: 14,
    }),
    // The owner's price change per grind option (decision 153), paise per bag.
    target("PUT /settings/grind-prices", "/settings/grind-prices", { "south-indian-filter-80-20": 2000 }),
    // Paid subscriptions (issue 19): the owner's actions on a subscription that is not there (404).
    target("POST /paid-subscriptions/:id/actions", "/paid-subscriptions/999999/actions", {
      action: "pause",
      until: "2099-01-01",
    }),
    target("POST /paid-subscriptions/:id/decline-next", "/paid-subscriptions/999999/decline-next", { count: 1 }),
    target("PUT /seo", "/seo", {
      googleAnalyticsId: "G-TEST12345",
      facebookPixelId: "123456789012",
      robotsTxt: "User-agent: *",
      sitemapEnabled: true,
      redirects: [{ fromPath: "/old-shop", toPath: "/shop", statusCode: 301 }],
    }),
    { ...target("POST /uploads", "/uploads", { file: "" }), bodies: junkUploads, refusal: 415 },
  ];
}

eachDatabase(
  "Junk at every admin write route",
  (app) => {
    let targets: WriteTarget[] = [];
    let fingerprint: () => Promise<Fingerprint>;

    beforeAll(async () => {
      const admin = await signInAdmin(app(), TEST_ADMIN, freshAddress());
      targets = adminTargets(app(), admin, await adminFixtures(app(), admin));
      fingerprint = await fingerprinter(app().services.db);
    });

    it("covers every admin POST, PUT and PATCH route", () => {
      expect(targets.map((t) => t.route).sort()).toEqual(adminWriteRoutes(app().services));
    });

    it(
      "never answers a 5xx, answers refusals with a message and stores nothing from them",
      // Every admin route × junk on a busy 2-core machine (the refunds route added one): time is not what this tests.
      { timeout: 360_000 },
      async () => {
        for (const target of targets) {
          expectValidationReached(target, await throwJunkAt(app(), target, fingerprint, RUNS));
        }
      },
    );

    it("refuses every junk upload and keeps no file from one", async () => {
      const uploads = targets.find((t) => t.route === "POST /uploads")!;
      const statuses = await throwJunkAt(app(), uploads, fingerprint, 5);
      expect(statuses.filter((status) => status < 400)).toEqual([]);
      const files = await readdir(uploadsDir(app().services.config)).catch(() => []);
      expect(files).toEqual([]);
    });

    it("is still healthy afterwards, and the owner can still sign in", async () => {
      expect((await app().api("/api/health")).status).toBe(200);
      const admin = await signInAdmin(app(), TEST_ADMIN, freshAddress());
      expect((await admin.get("/me")).status).toBe(200);
    });
  },
  { TRUST_PROXY: "1" },
);
