/**
 * The whole data model, PostgreSQL dialect. The same file drives PGlite (embedded) and PostgreSQL.
 * Money is always integer paise (`*_paise` columns); rupee strings exist only at the API edge.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
// Relative, not @domain: drizzle-kit reads this file without the app's path aliases.
import { CAFE_STATUSES } from "../../domain/admin/cafes";
import { STORY_STATUSES } from "../../domain/admin/community";
import { DISCOUNT_KINDS } from "../../domain/discounts";
import { ORDER_STATUSES, PAYMENT_STATUSES } from "../../domain/orders";
import { REVIEW_STATUSES } from "../../domain/reviews";
import { CYCLE_STATUSES, SUBSCRIPTION_STATUSES } from "../../domain/subscriptions";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
const textList = (name: string) =>
  text(name)
    .array()
    .notNull()
    .default(sql`'{}'::text[]`);

/** `('a', 'b')` for a check that a column holds one of a registry's values (decision 040). */
const oneOf = (values: readonly string[]) => sql.raw(`(${values.map((value) => `'${value}'`).join(", ")})`);

export type GramOption = { weight: string; pricePaise: number };
export type BrewRecipe = { methods: string[]; [key: string]: unknown };

// ─── Catalogue ──────────────────────────────────────────────────────────────

export const products = pgTable(
  "products",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    sku: text("sku").unique(),
    barcode: text("barcode"),
    description: text("description").notNull().default(""),
    bhumiNote: text("bhumi_note"),
    poeticLine: text("poetic_line"),
    essence: text("essence"),
    /** Price of the 250 g bag. */
    pricePaise: integer("price_paise").notNull(),
    compareAtPaise: integer("compare_at_paise"),
    costPaise: integer("cost_paise"),
    category: text("category").notNull().default("single-origin"),
    tags: textList("tags"),
    origin: text("origin"),
    region: text("region"),
    district: text("district"),
    estate: text("estate"),
    elevation: text("elevation"),
    altitudeM: integer("altitude_m"),
    cultivars: text("cultivars"),
    processingMethod: text("processing_method"),
    roastLevel: text("roast_level"),
    certification: text("certification"),
    grade: text("grade"),
    moodPairing: text("mood_pairing"),
    farmerName: text("farmer_name"),
    farmerQuote: text("farmer_quote"),
    batchStory: text("batch_story"),
    harvest: text("harvest"),
    rating: numeric("rating", { precision: 2, scale: 1, mode: "number" }),
    reviewCount: integer("review_count").notNull().default(0),
    tastingNotes: textList("tasting_notes"),
    images: textList("images"),
    brewRecipe: jsonb("brew_recipe").$type<BrewRecipe>(),
    recommendedMethods: textList("recommended_methods"),
    gramOptions: jsonb("gram_options")
      .$type<GramOption[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Net weight of one unit in grams, as the admin form has it. */
    weightGrams: integer("weight_grams").notNull().default(250),
    stockQuantity: integer("stock_quantity").notNull().default(0),
    lowStockThreshold: integer("low_stock_threshold").notNull().default(10),
    trackInventory: boolean("track_inventory").notNull().default(true),
    /** Size of a limited release (the batch of the month); sold = limitedTo − stock. */
    limitedTo: integer("limited_to"),
    /** The owner's cap on bags of this product per customer (a limited drop), over unpaid and paid orders. */
    maxPerCustomer: integer("max_per_customer"),
    isActive: boolean("is_active").notNull().default(true),
    isFeatured: boolean("is_featured").notNull().default(false),
    seoTitle: text("seo_title"),
    seoDescription: text("seo_description"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("products_price_positive", sql`${t.pricePaise} > 0`),
    check("products_stock_not_negative", sql`${t.stockQuantity} >= 0`),
    check("products_rating_range", sql`${t.rating} is null or (${t.rating} >= 1 and ${t.rating} <= 5)`),
    index("products_active_idx").on(t.isActive, t.id),
  ],
);

/** Origins ("coffees" in the admin): the green coffee behind a product, linked to moods. */
export const coffees = pgTable("coffees", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  detailedDescription: text("detailed_description"),
  region: text("region").notNull(),
  district: text("district"),
  estate: text("estate"),
  altitudeM: integer("altitude_m"),
  elevation: text("elevation"),
  processMethod: text("process_method"),
  tastingNotes: textList("tasting_notes"),
  imageUrl: text("image_url"),
  pricePaise: integer("price_paise"),
  stock: integer("stock").notNull().default(0),
  category: text("category").notNull().default("single-origin"),
  roastLevel: text("roast_level"),
  certification: text("certification"),
  grade: text("grade"),
  cultivars: text("cultivars"),
  /** The shop product this origin is sold as; mood cards show its live price, rating and stock. */
  productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const moods = pgTable("moods", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  /** Short key used by sign-up forms, e.g. `calm-reflective`. */
  code: text("code").notNull().unique(),
  name: text("name").notNull(),
  description: text("description").notNull().default(""),
  emoji: text("emoji").notNull().default("☕"),
  colorScheme: text("color_scheme").notNull().default("blue"),
  colorCode: text("color_code").notNull().default("#8B4513"),
  imageUrl: text("image_url"),
  characteristics: textList("characteristics"),
  ritual: text("ritual"),
  /** Offered as a subscription's primary mood (decision 040): added moods are; three of the six seeded not. */
  offeredInSubscriptions: boolean("offered_in_subscriptions").notNull().default(true),
  sortOrder: integer("sort_order").notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const moodCoffees = pgTable(
  "mood_coffees",
  {
    moodId: integer("mood_id")
      .notNull()
      .references(() => moods.id, { onDelete: "cascade" }),
    coffeeId: integer("coffee_id")
      .notNull()
      .references(() => coffees.id, { onDelete: "cascade" }),
    position: integer("position").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.moodId, t.coffeeId] }), index("mood_coffees_coffee_idx").on(t.coffeeId)],
);

// ─── Community and content ──────────────────────────────────────────────────

export const cafes = pgTable(
  "cafes",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    address: text("address").notNull(),
    city: text("city").notNull(),
    state: text("state"),
    pincode: text("pincode"),
    /** Null when unknown (a visitor typed something that is not a number): kept off the map until fixed. */
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    rating: numeric("rating", { precision: 2, scale: 1, mode: "number" }),
    imageUrl: text("image_url"),
    phone: text("phone"),
    website: text("website"),
    features: textList("features"),
    weeklyPick: boolean("weekly_pick").notNull().default(false),
    /** Public submissions start `pending`; only `approved` cafes are listed. */
    status: text("status").notNull().default("pending"),
    submittedByEmail: text("submitted_by_email"),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("cafes_status", sql`${t.status} in ${oneOf(CAFE_STATUSES)}`),
    uniqueIndex("cafes_one_weekly_pick")
      .on(t.weeklyPick)
      .where(sql`${t.weeklyPick}`),
    index("cafes_status_idx").on(t.status),
  ],
);

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull().default(""),
    description: text("description"),
    /** Markdown. */
    content: text("content").notNull(),
    category: text("category").notNull().default("culture"),
    tags: textList("tags"),
    author: text("author").notNull().default("Bean & Bhūmi"),
    featuredImage: text("featured_image"),
    status: text("status").notNull().default("draft"),
    isFeatured: boolean("is_featured").notNull().default(false),
    readTimeMin: integer("read_time_min").notNull().default(5),
    viewCount: integer("view_count").notNull().default(0),
    metaTitle: text("meta_title"),
    metaDescription: text("meta_description"),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("blog_posts_status", sql`${t.status} in ('draft', 'published', 'private')`),
    index("blog_posts_published_idx").on(t.status, t.publishedAt),
  ],
);

export const pages = pgTable(
  "pages",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull().default(""),
    /** Markdown. */
    content: text("content").notNull().default(""),
    status: text("status").notNull().default("draft"),
    template: text("template").notNull().default("default"),
    isHomepage: boolean("is_homepage").notNull().default(false),
    menuOrder: integer("menu_order").notNull().default(0),
    metaTitle: text("meta_title"),
    metaDescription: text("meta_description"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [check("pages_status", sql`${t.status} in ('draft', 'published')`)],
);

export const homeSections = pgTable("home_sections", {
  id: serial("id").primaryKey(),
  /** Identifier such as `hero`, `philosophy`, `batch_of_month`. */
  section: text("section").notNull().unique(),
  title: text("title"),
  subtitle: text("subtitle"),
  content: text("content"),
  buttonText: text("button_text"),
  buttonUrl: text("button_url"),
  imageUrl: text("image_url"),
  /** Structured extras a section needs (carousel cards, pillars, promise points). */
  data: jsonb("data").$type<Record<string, unknown>>(),
  sortOrder: integer("sort_order").notNull().default(0),
  isActive: boolean("is_active").notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const newsletterSubscribers = pgTable("newsletter_subscribers", {
  id: serial("id").primaryKey(),
  /** Stored lower-cased; unique. */
  email: text("email").notNull().unique(),
  moods: textList("moods"),
  unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  /** When the address confirmed by the mailed link (double opt-in); null until then, and no newsletter goes to it. */
  confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
  createdAt: createdAt(),
});

/**
 * A sign-up waiting for its mailbox to confirm it (decision 034): a newsletter sign-up, or a change to
 * an existing coffee subscription. Only the SHA-256 of the mailed token is kept; `payload` is what
 * applying it will write.
 */
export const signUpConfirmations = pgTable(
  "sign_up_confirmations",
  {
    id: serial("id").primaryKey(),
    kind: text("kind").notNull(),
    email: text("email").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("sign_up_confirmations_kind", sql`${t.kind} in ('newsletter', 'subscription')`),
    index("sign_up_confirmations_email_idx").on(t.email),
  ],
);

export const coffeeSubscriptions = pgTable(
  "coffee_subscriptions",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    frequency: text("frequency").notNull(),
    preferredMoods: textList("preferred_moods"),
    plan: text("plan"),
    isActive: boolean("is_active").notNull().default(true),
    pausedAt: timestamp("paused_at", { withTimezone: true }),
    /** When the owner mailed this "interested" sign-up an invitation to a paid subscription (issue 19 item 7). */
    invitedAt: timestamp("invited_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("coffee_subscriptions_frequency", sql`${t.frequency} in ('biweekly', 'monthly', '6weeks')`),
    index("coffee_subscriptions_email_idx").on(t.email),
  ],
);

export const storySubmissions = pgTable(
  "story_submissions",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    location: text("location"),
    storyTitle: text("story_title").notNull(),
    category: text("category"),
    story: text("story").notNull(),
    coffeeExperience: text("coffee_experience"),
    brewingMethod: text("brewing_method"),
    images: textList("images"),
    status: text("status").notNull().default("pending"),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [check("story_submissions_status", sql`${t.status} in ${oneOf(STORY_STATUSES)}`)],
);

export const contactMessages = pgTable("contact_messages", {
  id: serial("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull(),
  subject: text("subject"),
  message: text("message").notNull(),
  handledAt: timestamp("handled_at", { withTimezone: true }),
  createdAt: createdAt(),
});

// ─── Orders and payments ────────────────────────────────────────────────────

export type ShippingAddress = { street: string; city: string; state: string; pincode: string };
export type OrderGift = { recipientName: string; recipientPhone: string; message: string };

/** Feeds human order numbers: BB-2026-000123. */
export const orderNumberSeq = pgSequence("order_number_seq", { startWith: 1, increment: 1 });

export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    orderNumber: text("order_number").notNull().unique(),
    customerName: text("customer_name").notNull(),
    customerEmail: text("customer_email").notNull(),
    customerPhone: text("customer_phone"),
    shippingAddress: jsonb("shipping_address").$type<ShippingAddress>().notNull(),
    subtotalPaise: integer("subtotal_paise").notNull(),
    shippingPaise: integer("shipping_paise").notNull(),
    taxPaise: integer("tax_paise").notNull(),
    totalPaise: integer("total_paise").notNull(),
    /** Cash on delivery's fee before GST (its GST is in tax_paise); 0 when paid online (decision 085). */
    codFeePaise: integer("cod_fee_paise").notNull().default(0),
    /** The discount code used (normalised) and what it took off the subtotal, before tax (decision 125). */
    discountCode: text("discount_code"),
    discountPaise: integer("discount_paise").notNull().default(0),
    status: text("status").notNull().default("pending"),
    paymentStatus: text("payment_status").notNull().default("pending"),
    /** "Pay now and save the fee" for a cash order: the provider's payment link (decision 086). */
    paymentLinkId: text("payment_link_id").unique(),
    paymentLinkUrl: text("payment_link_url"),
    paymentMethod: text("payment_method"),
    /** The checkout's method choice (UPI app, bank, card type) that prefills the provider's window. */
    paymentChoice: jsonb("payment_choice").$type<{
      method: string;
      upiApp?: string;
      bank?: string;
      cardType?: string;
    }>(),
    trackingNumber: text("tracking_number"),
    /** The courier carrying the parcel (an id of `@domain/couriers`), set with the tracking number (AWB). */
    courier: text("courier"),
    /** The delivery date promised when the order was placed (IST calendar day), shown until it arrives. */
    promisedDeliveryOn: date("promised_delivery_on", { mode: "string" }),
    /**
     * A gift (issue 20): the recipient's name and phone and the message for the packing slip; the parcel
     * goes to `shipping_address` (the recipient's), the invoice to the buyer. Null when not a gift.
     */
    gift: jsonb("gift").$type<OrderGift>(),
    /** Unpaid orders release their stock after this moment. */
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** Whether the reserved stock has been given back (expiry, cancellation, failed payment). */
    stockReleased: boolean("stock_released").notNull().default(false),
    /** SHA-256 of the token the ordering browser keeps to read this order back; never stored in clear. */
    accessTokenHash: text("access_token_hash"),
    /** The shop's address for links in the order's mail (SITE_URL, or the one announced at start). */
    siteOrigin: text("site_origin"),
    /**
     * A keyed hash of the address (IPv6: its /64) the order was placed from, so the unpaid orders one
     * address holds can be counted (decision 032); null from loopback. The address itself is not kept.
     */
    clientKey: text("client_key"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    cancelReason: text("cancel_reason"),
    shippedAt: timestamp("shipped_at", { withTimezone: true }),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("orders_status", sql`${t.status} in ${oneOf(ORDER_STATUSES)}`),
    check("orders_payment_status", sql`${t.paymentStatus} in ${oneOf(PAYMENT_STATUSES)}`),
    check(
      "orders_total",
      sql`${t.totalPaise} = ${t.subtotalPaise} - ${t.discountPaise} + ${t.shippingPaise} + ${t.taxPaise} + ${t.codFeePaise}`,
    ),
    check("orders_cod_fee", sql`${t.codFeePaise} >= 0`),
    check("orders_discount", sql`${t.discountPaise} >= 0 and ${t.discountPaise} <= ${t.subtotalPaise}`),
    index("orders_created_idx").on(t.createdAt),
    index("orders_email_idx").on(t.customerEmail),
    index("orders_phone_idx").on(sql`right(${t.customerPhone}, 10)`),
    index("orders_client_idx")
      .on(t.clientKey)
      .where(sql`${t.clientKey} is not null`),
    index("orders_status_idx").on(t.status, t.paymentStatus),
    index("orders_cod_open_idx")
      .on(sql`right(${t.customerPhone}, 10)`)
      .where(sql`${t.paymentStatus} = 'due_on_delivery'`),
    index("orders_expiry_idx")
      .on(t.expiresAt)
      .where(sql`${t.paymentStatus} = 'pending'`),
  ],
);

export const orderItems = pgTable(
  "order_items",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    productName: text("product_name").notNull(),
    weightGrams: integer("weight_grams").notNull(),
    brewingMethod: text("brewing_method"),
    /** Share of chicory in a South Indian filter blend (0, 20 or 30 per cent); null for other grinds. */
    chicoryPercent: integer("chicory_percent"),
    quantity: integer("quantity").notNull(),
    unitPricePaise: integer("unit_price_paise").notNull(),
    totalPricePaise: integer("total_price_paise").notNull(),
    /** This line's share of the order's discount; the shares sum to the order's `discount_paise`. */
    discountPaise: integer("discount_paise").notNull().default(0),
  },
  (t) => [
    check("order_items_quantity", sql`${t.quantity} > 0`),
    check("order_items_chicory", sql`${t.chicoryPercent} is null or ${t.chicoryPercent} in (0, 20, 30)`),
    check("order_items_discount", sql`${t.discountPaise} >= 0 and ${t.discountPaise} <= ${t.totalPricePaise}`),
    check("order_items_total", sql`${t.totalPricePaise} = ${t.unitPricePaise} * ${t.quantity}`),
    index("order_items_order_idx").on(t.orderId),
  ],
);

// ─── Reviews and back-in-stock alerts ───────────────────────────────────────

/**
 * A review of one order line by its buyer (decision 130): one per line (the unique order item), held
 * for the owner's moderation; approved ones feed the product's `rating` and `review_count`.
 */
export const productReviews = pgTable(
  "product_reviews",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    orderItemId: integer("order_item_id")
      .notNull()
      .unique()
      .references(() => orderItems.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    brewMethod: text("brew_method"),
    /** First name and initial, fixed when the review is written. */
    author: text("author").notNull(),
    status: text("status").notNull().default("pending"),
    reply: text("reply"),
    repliedAt: timestamp("replied_at", { withTimezone: true }),
    moderatedAt: timestamp("moderated_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("product_reviews_rating", sql`${t.rating} between 1 and 5`),
    check("product_reviews_status", sql`${t.status} in ${oneOf(REVIEW_STATUSES)}`),
    index("product_reviews_product_idx").on(t.productId, t.status, t.createdAt),
    index("product_reviews_status_idx").on(t.status, t.createdAt),
  ],
);

/**
 * "Notify me" on a sold-out coffee (decision 133): one waiting row per product and address; the
 * back-in-stock job stamps `notified_at` in the transaction that queues the mail, so it goes once.
 */
export const restockAlerts = pgTable(
  "restock_alerts",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("restock_alerts_waiting_idx")
      .on(t.productId, t.email)
      .where(sql`${t.notifiedAt} is null`),
    index("restock_alerts_email_idx").on(t.email),
  ],
);

/**
 * Discount codes (decision 125). `used_count` is the live count of redemptions not given back: an order
 * takes one with a conditional increment in its own transaction, and a trigger gives it back when the
 * order is cancelled (expiry, failed payment, the owner) — so a limit holds however many pay at once.
 */
export const discountCodes = pgTable(
  "discount_codes",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull().unique(),
    description: text("description").notNull().default(""),
    kind: text("kind").notNull(),
    /** Percent (1–100) for `percent`, paise for `fixed`, 0 for `free_shipping`. */
    value: integer("value").notNull().default(0),
    minSubtotalPaise: integer("min_subtotal_paise").notNull().default(0),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    usageLimit: integer("usage_limit"),
    perEmailLimit: integer("per_email_limit"),
    firstOrderOnly: boolean("first_order_only").notNull().default(false),
    productIds: integer("product_ids")
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    categories: textList("categories"),
    isActive: boolean("is_active").notNull().default(true),
    /** A personal code (the newsletter's welcome, a subscriber's perk) works only for this address. */
    email: text("email"),
    /** Who made it: the owner, the newsletter's welcome, a subscription's perk. */
    source: text("source").notNull().default("admin"),
    usedCount: integer("used_count").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("discount_codes_kind", sql`${t.kind} in ${oneOf(DISCOUNT_KINDS)}`),
    check(
      "discount_codes_value",
      sql`(${t.kind} = 'percent' and ${t.value} between 1 and 100) or (${t.kind} = 'fixed' and ${t.value} > 0) or (${t.kind} = 'free_shipping' and ${t.value} = 0)`,
    ),
    check("discount_codes_used", sql`${t.usedCount} >= 0`),
    check("discount_codes_limits", sql`coalesce(${t.usageLimit}, 1) > 0 and coalesce(${t.perEmailLimit}, 1) > 0`),
    index("discount_codes_email_idx")
      .on(t.email)
      .where(sql`${t.email} is not null`),
  ],
);

/** One order's use of a code; `released_at` set when the order was cancelled and the use given back. */
export const discountRedemptions = pgTable(
  "discount_redemptions",
  {
    id: serial("id").primaryKey(),
    codeId: integer("code_id")
      .notNull()
      .references(() => discountCodes.id, { onDelete: "cascade" }),
    orderId: integer("order_id")
      .notNull()
      .unique()
      .references(() => orders.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    discountPaise: integer("discount_paise").notNull(),
    releasedAt: timestamp("released_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("discount_redemptions_code_email_idx")
      .on(t.codeId, t.email)
      .where(sql`${t.releasedAt} is null`),
  ],
);

export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    providerOrderId: text("provider_order_id").notNull().unique(),
    providerPaymentId: text("provider_payment_id"),
    amountPaise: integer("amount_paise").notNull(),
    currency: text("currency").notNull().default("INR"),
    status: text("status").notNull().default("created"),
    method: text("method"),
    methodDetails: jsonb("method_details").$type<Record<string, unknown>>(),
    failureReason: text("failure_reason"),
    /** When the reconciler last asked the provider about this payment. */
    lastCheckedAt: timestamp("last_checked_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("payments_one_per_order").on(t.orderId, t.provider)],
);

export const paymentEvents = pgTable(
  "payment_events",
  {
    id: serial("id").primaryKey(),
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    type: text("type").notNull(),
    payload: jsonb("payload").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp("processed_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("payment_events_dedupe").on(t.provider, t.eventId)],
);

/** Credit notes have their own number series, like invoices (decision 052). */
export const creditNoteSeq = pgSequence("credit_note_seq", { startWith: 1, increment: 1 });

/**
 * Money sent back through the provider (decision 052). One row per refund, written before the provider is
 * asked (so a crash or a lost answer is retried with the same `idempotency_key`, which the provider
 * honours); `status` only moves forward: pending → processed or failed.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    paymentId: integer("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    providerRefundId: text("provider_refund_id").unique(),
    amountPaise: integer("amount_paise").notNull(),
    status: text("status").notNull().default("pending"),
    idempotencyKey: text("idempotency_key").notNull().unique(),
    reason: text("reason").notNull(),
    /** The order lines refunded (item id → bags), when the owner chose lines rather than an amount. */
    lines: jsonb("lines").$type<{ itemId: number; quantity: number }[]>(),
    restock: boolean("restock").notNull().default(false),
    /** Who asked: `admin:<username>`, or `shop:auto` for money that arrived for a cancelled order. */
    actor: text("actor").notNull(),
    failureReason: text("failure_reason"),
    /** The GST credit note's number (`CN-2026-000001`), issued when the refund is processed. */
    creditNoteNumber: text("credit_note_number").unique(),
    /** When the provider was last asked (sent, or asked about a pending refund). */
    lastCheckedAt: timestamp("last_checked_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("refunds_amount", sql`${t.amountPaise} > 0`),
    check("refunds_status", sql`${t.status} in ('pending', 'processed', 'failed')`),
    index("refunds_order_idx").on(t.orderId),
    index("refunds_pending_idx")
      .on(t.lastCheckedAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);

/**
 * One-time codes mailed to an order's address for the guest lookup (decision 033): only the code's
 * hash is kept; a code works once, for 15 minutes, and for 5 wrong guesses at most.
 */
export const orderLookupCodes = pgTable(
  "order_lookup_codes",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("order_lookup_codes_order_idx").on(t.orderId)],
);

/** Replays of a write with the same Idempotency-Key get the first answer back. */
export const idempotencyKeys = pgTable("idempotency_keys", {
  key: text("key").primaryKey(),
  scope: text("scope").notNull(),
  requestHash: text("request_hash").notNull(),
  statusCode: integer("status_code"),
  response: jsonb("response"),
  createdAt: createdAt(),
});

// ─── Admin, settings and operations ─────────────────────────────────────────

export const adminUsers = pgTable("admin_users", {
  id: serial("id").primaryKey(),
  username: text("username").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  lastLoginAt: timestamp("last_login_at", { withTimezone: true }),
  /** Set when ADMIN_USERNAME names another account: this one no longer signs in (decision 035). */
  disabledAt: timestamp("disabled_at", { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const adminSessions = pgTable(
  "admin_sessions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => adminUsers.id, { onDelete: "cascade" }),
    /** SHA-256 of the bearer token; the token itself is never stored. */
    tokenHash: text("token_hash").notNull().unique(),
    ip: text("ip"),
    userAgent: text("user_agent"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("admin_sessions_user_idx").on(t.userId)],
);

/** Fixed-window counters (login attempts and other abuse limits), shared by every app process. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
  hits: integer("hits").notNull().default(0),
});

export type SeoSettings = {
  googleTagManagerId?: string;
  googleAnalyticsId?: string;
  searchConsoleVerification?: string;
  facebookPixelId?: string;
  robotsTxt?: string;
  sitemapEnabled?: boolean;
};

/** Key/value settings (`seo`, …) edited in the admin. */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: updatedAt(),
});

export const redirects = pgTable("redirects", {
  id: serial("id").primaryKey(),
  fromPath: text("from_path").notNull().unique(),
  toPath: text("to_path").notNull(),
  statusCode: integer("status_code").notNull().default(301),
  createdAt: createdAt(),
});

export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: serial("id").primaryKey(),
    to: text("to_address").notNull(),
    subject: text("subject").notNull(),
    text: text("body_text").notNull(),
    html: text("body_html"),
    template: text("template"),
    /** Extra headers, e.g. List-Unsubscribe on marketing mail. */
    headers: jsonb("headers").$type<Record<string, string>>(),
    status: text("status").notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error"),
    /** Not sent before this moment (retries back off). */
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** A sender holds the row until this moment; another process skips it meanwhile. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check("mail_outbox_status", sql`${t.status} in ('pending', 'sent', 'failed')`),
    index("mail_outbox_pending_idx").on(t.status, t.nextAttemptAt),
  ],
);

export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    actor: text("actor").notNull(),
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id"),
    details: jsonb("details"),
    ip: text("ip"),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_entity_idx").on(t.entityType, t.entityId)],
);

/** Every change to a product's stock: orders, releases, the admin's adjustments. */
export const stockMovements = pgTable(
  "stock_movements",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id").references(() => products.id, { onDelete: "set null" }),
    /** Negative when stock leaves (an order), positive when it comes back or is restocked. */
    delta: integer("delta").notNull(),
    reason: text("reason").notNull(),
    orderId: integer("order_id").references(() => orders.id, { onDelete: "set null" }),
    actor: text("actor").notNull().default("system"),
    note: text("note"),
    stockAfter: integer("stock_after"),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      "stock_movements_reason",
      sql`${t.reason} in ('order', 'release', 'adjustment', 'restock', 'correction', 'batch', 'ageing')`,
    ),
    index("stock_movements_product_idx").on(t.productId, t.createdAt),
  ],
);

/**
 * A roast batch (decision 152): the bags of one coffee roasted on one day. A product's sellable stock
 * (`products.stock_quantity`) is the sum of `remaining` over its batches in state `selling`; orders take
 * the oldest first. A batch past the owner's freshness window turns `aged` (no longer sold); `retired`
 * is one the owner took out of sale (café use, written off).
 */
export const roastBatches = pgTable(
  "roast_batches",
  {
    id: serial("id").primaryKey(),
    productId: integer("product_id")
      .notNull()
      .references(() => products.id, { onDelete: "cascade" }),
    /** The number printed on the bag, invoice and packing slip ("R261118-42"). */
    code: text("code").notNull().unique(),
    /** IST calendar day of the roast; a future day is a planned roast, sold as roasted to order. */
    roastedOn: date("roasted_on", { mode: "string" }).notNull(),
    bags: integer("bags").notNull(),
    remaining: integer("remaining").notNull(),
    state: text("state").notNull().default("selling"),
    notes: text("notes"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("roast_batches_bags", sql`${t.bags} > 0`),
    check("roast_batches_remaining", sql`${t.remaining} >= 0 and ${t.remaining} <= ${t.bags}`),
    check("roast_batches_state", sql`${t.state} in ('selling', 'aged', 'retired')`),
    index("roast_batches_product_idx").on(t.productId, t.roastedOn, t.id),
  ],
);

/** Which batches an order's bags came from: what the slip and invoice print, and what a release gives back. */
export const orderBatches = pgTable(
  "order_batches",
  {
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    batchId: integer("batch_id")
      .notNull()
      .references(() => roastBatches.id, { onDelete: "cascade" }),
    productId: integer("product_id").notNull(),
    quantity: integer("quantity").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.orderId, t.batchId] }),
    check("order_batches_quantity", sql`${t.quantity} > 0`),
    index("order_batches_batch_idx").on(t.batchId),
  ],
);

/** Who runs a periodic job right now: one process at a time holds a job's lease. */
export const jobLeases = pgTable("job_leases", {
  name: text("name").primaryKey(),
  owner: text("owner").notNull(),
  lockedUntil: timestamp("locked_until", { withTimezone: true }).notNull(),
  lastRunAt: timestamp("last_run_at", { withTimezone: true }),
});

/** Facts about this installation: seed version, generated secrets. */
export const appMeta = pgTable("app_meta", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
  updatedAt: updatedAt(),
});

// ─── Shopper accounts (decision 095) ────────────────────────────────────────

/**
 * A shopper's account: nothing but a verified e-mail (lower-cased). Orders are linked by that e-mail,
 * not by a foreign key, so every order placed with it on any device shows (decision 095).
 */
export const shopperAccounts = pgTable("shopper_accounts", {
  id: serial("id").primaryKey(),
  email: text("email").notNull().unique(),
  createdAt: createdAt(),
  lastSignInAt: timestamp("last_sign_in_at", { withTimezone: true }),
});

/** One-time sign-in codes mailed to an address: only a keyed hash is kept; 10 minutes, 5 guesses, once. */
export const shopperSignInCodes = pgTable(
  "shopper_sign_in_codes",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("shopper_sign_in_codes_email_idx").on(t.email)],
);

/** Cookie sessions: the SHA-256 of the cookie's token, an absolute expiry, revocable. */
export const shopperSessions = pgTable(
  "shopper_sessions",
  {
    id: serial("id").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => shopperAccounts.id, { onDelete: "cascade" }),
    tokenHash: text("token_hash").notNull().unique(),
    userAgent: text("user_agent"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("shopper_sessions_account_idx").on(t.accountId)],
);

/** Delivery addresses a shopper keeps for checkout; the first (or the one marked) prefills it. */
export const shopperAddresses = pgTable(
  "shopper_addresses",
  {
    id: serial("id").primaryKey(),
    accountId: integer("account_id")
      .notNull()
      .references(() => shopperAccounts.id, { onDelete: "cascade" }),
    customerName: text("customer_name").notNull(),
    customerPhone: text("customer_phone").notNull(),
    street: text("street").notNull(),
    city: text("city").notNull(),
    state: text("state").notNull(),
    pincode: text("pincode").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index("shopper_addresses_account_idx").on(t.accountId)],
);

// ─── Paid subscriptions (issue 19, decisions 135–137) ───────────────────────

/**
 * A paid subscription: plan, mood, frequency, the delivery details, and the provider's mandate. The
 * sign-ups of `coffee_subscriptions` stay as they are ("interested", no payment). `link_version` is in
 * every management link's signature: bumping it on a change retires the links mailed before.
 */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: serial("id").primaryKey(),
    status: text("status").notNull().default("created"),
    plan: text("plan").notNull(),
    mood: text("mood").notNull(),
    frequency: text("frequency").notNull(),
    customerName: text("customer_name").notNull(),
    customerEmail: text("customer_email").notNull(),
    customerPhone: text("customer_phone").notNull(),
    shippingAddress: jsonb("shipping_address").$type<ShippingAddress>().notNull(),
    provider: text("provider").notNull(),
    /** The provider's subscription (mandate) id: `sub_…`. */
    providerSubscriptionId: text("provider_subscription_id").unique(),
    /** When the next cycle is charged; for a paused subscription, the day it resumes. */
    nextChargeAt: timestamp("next_charge_at", { withTimezone: true }),
    resumeAt: timestamp("resume_at", { withTimezone: true }),
    skipNext: boolean("skip_next").notNull().default(false),
    /** The last cycle number used (paid, skipped or held); the next is one more. */
    currentCycle: integer("current_cycle").notNull().default(0),
    cyclesPaid: integer("cycles_paid").notNull().default(0),
    /** Failed tries of the cycle now due (0 after a success). */
    failures: integer("failures").notNull().default(0),
    linkVersion: integer("link_version").notNull().default(1),
    /** The products of the last paid cycle, so the next one differs when another coffee fits. */
    lastProductIds: integer("last_product_ids")
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** The shop's address for links in the subscription's mail. */
    siteOrigin: text("site_origin"),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /**
     * When the provider said the state the row now has (a provider-charged subscription's webhook's own
     * time): an older event arriving late never moves the state back (decision 143).
     */
    providerStateAt: timestamp("provider_state_at", { withTimezone: true }),
    /** When the reconciler last asked the provider about this subscription's charges (decision 143). */
    providerCheckedAt: timestamp("provider_checked_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check("subscriptions_status", sql`${t.status} in ${oneOf(SUBSCRIPTION_STATUSES)}`),
    check("subscriptions_frequency", sql`${t.frequency} in ('biweekly', 'monthly', '6weeks')`),
    index("subscriptions_due_idx")
      .on(t.nextChargeAt)
      .where(sql`${t.status} in ('active', 'paused')`),
    index("subscriptions_email_idx").on(t.customerEmail),
  ],
);

/** One row per subscription and cycle — the key that makes every paid cycle exactly one order. */
export const subscriptionCycles = pgTable(
  "subscription_cycles",
  {
    id: serial("id").primaryKey(),
    subscriptionId: integer("subscription_id")
      .notNull()
      .references(() => subscriptions.id, { onDelete: "cascade" }),
    cycle: integer("cycle").notNull(),
    status: text("status").notNull(),
    orderId: integer("order_id")
      .unique()
      .references(() => orders.id, { onDelete: "set null" }),
    amountPaise: integer("amount_paise").notNull(),
    providerPaymentId: text("provider_payment_id"),
    attempts: integer("attempts").notNull().default(0),
    note: text("note"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("subscription_cycles_one_per_cycle").on(t.subscriptionId, t.cycle),
    check("subscription_cycles_status", sql`${t.status} in ${oneOf(CYCLE_STATUSES)}`),
  ],
);

/**
 * The provider's plans (Razorpay Subscriptions bills a plan: an amount every `interval` `period`s), made
 * once per amount and schedule and shared by every process (decision 143).
 */
export const providerPlans = pgTable(
  "provider_plans",
  {
    id: serial("id").primaryKey(),
    provider: text("provider").notNull(),
    period: text("period").notNull(),
    interval: integer("interval").notNull(),
    amountPaise: integer("amount_paise").notNull(),
    providerPlanId: text("provider_plan_id").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("provider_plans_one_per_schedule").on(t.provider, t.period, t.interval, t.amountPaise)],
);

/** The sandbox's mandates: how many of the next renewals its "bank" declines (tests and the owner set it). */
export const sandboxMandates = pgTable("sandbox_mandates", {
  id: text("id").primaryKey(),
  declineNext: integer("decline_next").notNull().default(0),
  createdAt: createdAt(),
});
