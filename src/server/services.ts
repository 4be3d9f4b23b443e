/**
 * The services the API routes and the page loaders share. Built once per process; page loaders
 * reach them through React Router's load context, so pages and API read through the same code.
 */
import { refreshBatchStates } from "./features/stock/batches.repo";
import { CATALOG_CHANNEL, CONTENT_CHANNEL, createChannelCache } from "./cache";
import type { Config } from "./config";
import type { Database, Executor } from "./db/client";
import { createAccountsService } from "./features/accounts/accounts.service";
import { pruneShopperSessions } from "./features/accounts/sessions.repo";
import { createAiMoodService } from "./features/ai-mood/ai-mood.service";
import { createBlogService } from "./features/blog/blog.service";
import { createCafesService } from "./features/cafes/cafes.service";
import { createCatalogService } from "./features/catalog/catalog.service";
import { createContentService } from "./features/content/content.service";
import { pruneSessions } from "./features/admin/auth/sessions.repo";
import { createDeviceSigner } from "./features/admin/auth/devices";
import { createMoodsService } from "./features/moods/moods.service";
import { createSearchService } from "./features/search/search.service";
import { createSeoService } from "./features/seo/seo.service";
import { pruneIdempotencyKeys } from "./http/idempotency";
import { pruneRateLimits } from "./http/rate-limit";
import { expiryJob } from "./features/orders/order-expiry";
import { createOrdersService } from "./features/orders/orders.service";
import { createCodService } from "./features/cash-on-delivery/cod.service";
import { cachedDeliverySettings, directoryEstimator } from "./features/delivery/delivery-estimator";
import { cachedGrindPrices } from "./features/grind/grind.repo";
import { startJobs, type Job, type JobRunner } from "./jobs/jobs";
import { vacuumJobs } from "./db/vacuum";
import { createLogger, type Logger } from "./logger";
import { createMailTransport, DEFAULT_MAIL_FROM, MAIL_JOB, mailJob } from "./mail/mailer";
import { enqueueMail, type OutgoingMail } from "./mail/outbox";
import { createUnsubscribeSigner } from "./mail/unsubscribe";
import { createPaymentProvider } from "./payments";
import { createPaymentsService } from "./payments/payments.service";
import { REFUNDS_JOB, reconcilerJob, refundsJob } from "./payments/reconciler";
import { getOrCreateSecret } from "./secrets";
import { pruneConfirmations } from "./features/sign-ups/confirmations.repo";
import { createSignUpsService } from "./features/sign-ups/sign-ups.service";
import { createReviewsService } from "./features/reviews/reviews.service";
import { createRestockService, RESTOCK_JOB } from "./features/restock/restock.service";
import { createSubscriptionLinks } from "./features/subscriptions/subscription-links";
import { createSubscriptionsService } from "./features/subscriptions/subscriptions.service";

export type Services = Awaited<ReturnType<typeof createServices>>;

/**
 * `options.jobs: false` builds the periodic jobs without scheduling them (API tests run them on
 * demand with `services.jobs.runNow(name)`); the server schedules them in every process.
 */
export async function createServices(
  database: Database,
  config: Config,
  options: { logger?: Logger; jobs?: boolean } = {},
) {
  const logger = options.logger ?? createLogger(config);
  const catalogCache = await createChannelCache(database, CATALOG_CHANNEL);
  const contentCache = await createChannelCache(database, CONTENT_CHANNEL);
  const db = database.db;
  const transport = createMailTransport(config);
  // The runner is built after the services whose work it runs; they kick the mail job through it.
  let runner: JobRunner | undefined;
  const kickMail = () => runner?.kick(MAIL_JOB);
  /** Delivery dates from the postal directory and the owner's settings (decision 150). */
  const delivery = directoryEstimator(cachedDeliverySettings(db, contentCache));
  /** The owner's price change per grind option (decision 153), through the content cache. */
  const grindPrices = cachedGrindPrices(db, contentCache);
  const orders = createOrdersService(
    database,
    config,
    {
      token: await getOrCreateSecret(db, "order-token"),
      clientAddress: await getOrCreateSecret(db, "client-address"),
    },
    async (pincode, at) => (await delivery.estimate(pincode, at))?.deliverBy ?? null,
    grindPrices,
  );
  const payments = createPaymentsService({
    db,
    provider: await createPaymentProvider(db, config),
    enqueueMail,
    kickMail,
    kickRefunds: () => runner?.kick(REFUNDS_JOB),
    gstin: config.SHOP_GSTIN ?? null,
    siteUrl: config.publicOrigin,
    orderLinkToken: orders.linkToken,
  });
  const moods = createMoodsService(db, catalogCache);
  /** Paid subscriptions (issue 19): renewals charged by the scheduler for providers the shop charges. */
  const subscriptions = createSubscriptionsService({
    db,
    provider: payments.provider,
    moods,
    links: createSubscriptionLinks(await getOrCreateSecret(db, "subscription-links")),
    enqueueMail,
    kickMail,
    gstin: config.SHOP_GSTIN ?? null,
    siteUrl: config.publicOrigin,
    orderLinkToken: orders.linkToken,
  });
  const housekeeping = async () => {
    await pruneRateLimits(db);
    await pruneIdempotencyKeys(db);
    await pruneConfirmations(db);
    await pruneShopperSessions(db);
  };
  const jobs: Job[] = [
    { name: "housekeeping", everyMs: 10 * 60_000, run: housekeeping },
    { name: "admin-sessions", everyMs: 60 * 60_000, run: () => pruneSessions(db) },
    expiryJob(db),
    { name: "subscription-renewals", everyMs: 5 * 60_000, run: async () => void (await subscriptions.runRenewals()) },
    // Batches leave sale when they pass the freshness window (decision 152): checked every 10 minutes.
    { name: "batch-ageing", everyMs: 10 * 60_000, run: async () => void (await refreshBatchStates(db)) },
    // PGlite has no autovacuum; this job is it (decision 093).
    ...vacuumJobs(database),
  ];
  if (payments.provider.listPayments) jobs.push(reconcilerJob(db, payments, logger));
  jobs.push(refundsJob(payments, logger));
  if (transport) jobs.push(mailJob(db, transport, config.MAIL_FROM ?? DEFAULT_MAIL_FROM, logger));
  const mail = {
    /** Whether mail leaves the outbox (SMTP_URL set) or waits there for the admin to see. */
    sending: transport !== null,
    /** Queues a mail in `executor`'s transaction; call `kick()` after it commits to send it at once. */
    enqueue: (executor: Executor, outgoing: OutgoingMail) => enqueueMail(executor, outgoing),
    kick: kickMail,
    close: () => transport?.close(),
  };
  /** Reviews from verified buyers (decisions 130–132). */
  const reviews = createReviewsService({
    db,
    secret: await getOrCreateSecret(db, "review-links"),
    origin: config.publicOrigin,
    mail,
  });
  /** Back-in-stock alerts: one mail per waiting address when stock returns (decision 133). */
  const restock = createRestockService({
    db,
    origin: config.publicOrigin,
    links: await createUnsubscribeSigner(db, "restock-unsubscribe:"),
    mail,
    kickJob: () => runner?.kick(RESTOCK_JOB),
  });
  jobs.push(restock.job);
  runner = startJobs(db, jobs, logger, { autoStart: options.jobs ?? config.NODE_ENV !== "test" });
  const unsubscribeLinks = await createUnsubscribeSigner(db);
  const catalog = createCatalogService(db, catalogCache);
  const cafes = createCafesService(db, contentCache);
  return {
    config,
    database,
    db,
    logger,
    catalogCache,
    contentCache,
    jobs: runner,
    mail,
    /** Newsletter and subscription sign-ups with the mailbox's confirmation (decision 034). */
    signUps: createSignUpsService({ db, mail, unsubscribeLinks, origin: config.publicOrigin, moods }),
    /** Signs and checks the one-click unsubscribe links of marketing mail. */
    unsubscribeLinks,
    /** Recognises the browsers the owner signed in from (decision 031). */
    devices: createDeviceSigner(await getOrCreateSecret(db, "admin-devices")),
    catalog,
    moods,
    cafes,
    /** Search over coffees, moods and articles, in the database (decision 090). */
    search: await createSearchService(database, catalog, moods),
    aiMood: createAiMoodService({ catalog, moods, cafes, config, logger }),
    blog: createBlogService(db, contentCache),
    content: createContentService(db, contentCache),
    seo: createSeoService(db, contentCache),
    orders,
    delivery,
    grindPrices,
    payments,
    /** Shopper accounts: sign-in codes, cookie sessions, the account page (decision 095). */
    accounts: createAccountsService({ db, mail, orders, reviews, subscriptions }),
    reviews,
    restock,
    /** Cash on delivery (decision 085). */
    cod: createCodService({
      db,
      mail,
      gstin: config.SHOP_GSTIN ?? null,
      siteUrl: config.publicOrigin,
      orderLinkToken: orders.linkToken,
      provider: payments.provider,
    }),
    subscriptions,
  };
}

/** Stops background work before the database closes. */
export async function stopServices(services: Services): Promise<void> {
  await services.jobs.stop();
  services.mail.close();
}
