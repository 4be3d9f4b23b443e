/**
 * What the admin API answers (dates are ISO strings; money is decimal rupee text plus `*Paise`).
 * The server builds these; the panel reads them.
 */
import type { OrderStatus, OrderView, PaymentStatus } from "../orders";
import type { PaymentProviderId } from "../payment-providers";
import type { SubscriptionView } from "../subscriptions";
import type { AdminProductView } from "../product-fields";
import type { PublicAnalytics } from "./seo";

export type AdminSession = { token: string; expiresAt: string; username: string };
export type AdminMe = { username: string; expiresAt: string };
/** One live admin session (the header's "Sessions" panel): where and when it signed in. */
export type AdminSessionInfo = {
  id: number;
  ip: string | null;
  userAgent: string | null;
  createdAt: string;
  expiresAt: string;
  /** The session making this request. */
  current: boolean;
};

/** The admin's product JSON: every field of src/domain/product-fields.ts (the cost price too). */
export type AdminProduct = AdminProductView;

/** `DELETE /api/admin/products/:id` of a product that has orders: 200 with this, the product is inactive. */
export type DeactivatedAnswer = { deactivated: true; message: string; product: AdminProduct };

export type AdminCoffee = {
  id: number;
  name: string;
  description: string;
  detailedDescription: string | null;
  region: string;
  district: string | null;
  estate: string | null;
  altitude: number | null;
  elevation: string | null;
  /** Same value under both names the panel has used. */
  processMethod: string | null;
  processingMethod: string | null;
  tastingNotes: string[];
  imageUrl: string | null;
  image: string | null;
  /** Rupees as a number (as the form edits it), with paise alongside. */
  price: number | null;
  pricePaise: number | null;
  stock: number;
  category: string;
  roastLevel: string | null;
  certification: string | null;
  grade: string | null;
  cultivars: string | null;
  productId: number | null;
  moodIds: number[];
  createdAt: string;
  updatedAt: string;
};

export type AdminCafe = {
  id: number;
  name: string;
  description: string;
  address: string;
  city: string;
  state: string | null;
  pincode: string | null;
  latitude: number | null;
  longitude: number | null;
  rating: number | null;
  imageUrl: string | null;
  phone: string | null;
  website: string | null;
  features: string[];
  weeklyPick: boolean;
  status: "pending" | "approved" | "rejected";
  submittedByEmail: string | null;
  reviewedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

export type AdminMood = {
  id: number;
  slug: string;
  code: string;
  name: string;
  description: string;
  emoji: string;
  colorScheme: string;
  colorCode: string;
  imageUrl: string | null;
  characteristics: string[];
  ritual: string | null;
  sortOrder: number;
  coffeeIds: number[];
  updatedAt: string;
};

export type AdminHomeSection = {
  id: number;
  section: string;
  title: string | null;
  subtitle: string | null;
  content: string | null;
  buttonText: string | null;
  buttonUrl: string | null;
  imageUrl: string | null;
  order: number;
  isActive: boolean;
  data: Record<string, unknown> | null;
  updatedAt: string;
};

export type AdminPage = {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  status: "draft" | "published";
  template: string;
  isHomepage: boolean;
  menuOrder: number;
  metaTitle: string | null;
  metaDescription: string | null;
  /** Where the public site shows it. */
  path: string;
  createdAt: string;
  updatedAt: string;
};

export type AdminBlogPost = {
  id: number;
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  metaTitle: string | null;
  metaDescription: string | null;
  tags: string[];
  status: "draft" | "published" | "private";
  isFeatured: boolean;
  categoryId: number;
  category: string;
  featuredImage: string | null;
  readTime: number;
  author: string;
  viewCount: number;
  publishedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

export type AdminSubscriber = {
  id: number;
  email: string;
  moods: string[];
  createdAt: string;
  unsubscribedAt: string | null;
};

export type AdminSubscription = {
  id: number;
  email: string;
  frequency: string;
  preferredMoods: string[];
  plan: string | null;
  isActive: boolean;
  pausedAt: string | null;
  /** When the owner mailed an invitation to start a paid subscription (issue 19 item 7), or null. */
  invitedAt: string | null;
  createdAt: string;
  updatedAt: string;
};

export type AdminStory = {
  id: number;
  name: string;
  email: string;
  location: string | null;
  storyTitle: string;
  category: string | null;
  story: string;
  coffeeExperience: string | null;
  brewingMethod: string | null;
  images: string[];
  status: "pending" | "approved" | "rejected";
  handled: boolean;
  handledAt: string | null;
  createdAt: string;
};

export type AdminContactMessage = {
  id: number;
  name: string;
  email: string;
  subject: string | null;
  message: string;
  handled: boolean;
  handledAt: string | null;
  createdAt: string;
};

export type AdminMessages = { stories: AdminStory[]; contacts: AdminContactMessage[]; unhandled: number };

export type AdminMail = {
  id: number;
  to: string;
  subject: string;
  text: string;
  template: string | null;
  status: "pending" | "sent" | "failed";
  attempts: number;
  lastError: string | null;
  nextAttemptAt: string;
  sentAt: string | null;
  createdAt: string;
};
/** `sending`: false when SMTP_URL is not set and mail waits here for the owner to read. */
export type AdminOutbox = { sending: boolean; mails: AdminMail[] };

export type AdminRedirect = { fromPath: string; toPath: string; statusCode: 301 | 302 };
export type AdminSeoSettings = PublicAnalytics & {
  robotsTxt: string | null;
  /** What robots.txt serves now (the default rules when `robotsTxt` is empty). */
  effectiveRobotsTxt: string;
  sitemapEnabled: boolean;
  redirects: AdminRedirect[];
  updatedAt: string | null;
};

export type Money = { amount: string; paise: number };
export type RevenueWindow = Money & { orders: number };

export type AdminDashboard = {
  /** Paid orders that were not cancelled, by the day they were paid, India time. */
  revenue: { today: RevenueWindow; last7Days: RevenueWindow; last30Days: RevenueWindow; allTime: RevenueWindow };
  ordersByStatus: Record<OrderStatus, number>;
  paymentsByStatus: Record<PaymentStatus, number>;
  totalOrders: number;
  /** Unpaid orders that are not cancelled (the pending-payment tab). */
  pendingPayment: number;
  /** Paid orders the shop cancelled: money to send back (`refundDue`), never counted as revenue. */
  refundsDue: RevenueWindow;
  lowStockCount: number;
  outOfStockCount: number;
  productCount: number;
  recentOrders: OrderView[];
  /** First 4 by quantity sold in paid, not cancelled orders. */
  topProducts: {
    productId: number | null;
    name: string;
    slug: string | null;
    image: string | null;
    quantity: number;
    revenue: string;
    revenuePaise: number;
  }[];
  /** The last 30 days, oldest first, India time; days without sales are 0. */
  salesByDay: { date: string; revenue: string; revenuePaise: number; orders: number }[];
  pendingCafes: number;
  unhandledMessages: number;
  mailWaiting: number;
};

export type StockItem = {
  productId: number;
  name: string;
  slug: string;
  sku: string | null;
  image: string | null;
  category: string;
  stockQuantity: number;
  lowStockThreshold: number;
  trackInventory: boolean;
  isActive: boolean;
  lowStock: boolean;
  outOfStock: boolean;
  updatedAt: string;
  /** How many people wait for a back-in-stock mail about it. */
  waiting: number;
};

export type StockMovement = {
  id: number;
  productId: number | null;
  productName: string | null;
  delta: number;
  reason: "order" | "release" | "adjustment" | "restock" | "correction";
  orderId: number | null;
  orderNumber: string | null;
  actor: string;
  note: string | null;
  stockAfter: number | null;
  createdAt: string;
};

export type AuditEntry = {
  id: number;
  actor: string;
  action: string;
  entityType: string;
  entityId: string | null;
  /** Changed fields only on an update; the whole entity on create (after) and delete (before). */
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  ip: string | null;
  createdAt: string;
};

export type UploadResult = {
  /** The size the storefront shows (800 px). */
  url: string;
  /** Every stored size, by width in px. */
  sizes: Record<string, string>;
  width: number;
  height: number;
  format: "webp";
  bytes: number;
};

/**
 * What went wrong with a subscription's cycles, from `subscription_cycles` (issue 19: "if none, hold the
 * cycle and tell the owner"). Only what still needs the owner: a held cycle of a cancelled subscription
 * counts only when it was paid (a box owed), a failed renewal only while the subscription is not cancelled.
 */
export type SubscriptionCycleTrouble = {
  /** Cycles held because the mood's coffees were sold out; `paid` of them were charged (fulfil by hand). */
  held: { cycles: number; paid: number; since: string } | null;
  /** The latest renewal that failed and has not been paid since: when, and the bank's reason. */
  failed: { cycle: number; at: string; reason: string | null } | null;
};

/** One paid subscription in the owner's console (issue 19 item 6). */
export type AdminPaidSubscription = SubscriptionView & {
  moodName: string;
  createdAt: string;
  trouble: SubscriptionCycleTrouble;
};

/** GET /api/admin/paid-subscriptions: every paid subscription, the revenue summary and the bags due. */
export type AdminPaidSubscriptions = {
  subscriptions: AdminPaidSubscription[];
  summary: {
    activeSubscribers: number;
    pausedSubscribers: number;
    mrrPaise: number;
    /** Held cycles (sold out) still needing the owner, and failed renewals not yet paid. */
    heldCycles: number;
    failedRenewals: number;
  };
  /** The shop's payment provider; only the sandbox's bank can be told to decline the next renewal. */
  paymentProvider: PaymentProviderId;
  canDeclineRenewals: boolean;
  due: {
    days: number;
    deliveries: number;
    bags: { productId: number; name: string; grams: number; bags: number; deliveries: number }[];
  };
};
