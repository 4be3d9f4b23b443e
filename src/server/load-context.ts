/** What page loaders receive from the server: the shared services and per-request facts. */
import type { Request, Response } from "express";
import type { PublicAnalytics } from "@domain/admin/seo";
import { PAYMENT_PROVIDERS, type PaymentProviderId } from "@domain/payment-providers";
import { siteOrigin } from "./http/origin";
import { renderMarkdown } from "./markdown";
import { createOgImages } from "./og-images";
import { newsletterPageService } from "./features/newsletter/newsletter.page";
import type { Services } from "./services";

export type PageServices = Pick<
  Services,
  "catalog" | "moods" | "cafes" | "blog" | "content" | "search" | "grindPrices"
> & {
  renderMarkdown: typeof renderMarkdown;
  ogImages: ReturnType<typeof createOgImages>;
  /** The unsubscribe page: which address a mail's link is for, and unsubscribing it. */
  newsletter: ReturnType<typeof newsletterPageService>;
  /** The confirmation page of sign-ups (decision 034). */
  signUps: Pick<Services["signUps"], "status" | "confirm">;
  /** The product page's reviews and the review page (decisions 130–131). */
  reviews: Pick<Services["reviews"], "page" | "formFor" | "submitForm">;
  /** The back-in-stock unsubscribe page (decision 133). */
  restock: Pick<Services["restock"], "addressOf" | "unsubscribe">;
  /** The subscribe and manage pages (issue 19): their forms, answered as data. */
  subscriptions: Pick<Services["subscriptions"], "startForm" | "manageForm" | "viewForm" | "approveForm">;
};

export type LoadContext = {
  services: PageServices;
  /** Nonce for inline scripts, matching the Content-Security-Policy header. */
  cspNonce: string;
  /** Absolute origin for canonical URLs and structured data. */
  origin: string;
  paymentTestMode: boolean;
  /** Which payment provider's window the checkout opens. */
  paymentProvider: PaymentProviderId;
  /** The owner's analytics ids (admin → SEO); entry.server writes the snippets into the head with the nonce. */
  analytics: PublicAnalytics | null;
};

declare module "react-router" {
  interface AppLoadContext extends LoadContext {}
}

export function createLoadContext(services: Services) {
  const { catalog, moods, cafes, blog, content } = services;
  const newsletter = newsletterPageService(services);
  const pageServices: PageServices = {
    catalog,
    moods,
    cafes,
    blog,
    content,
    search: services.search,
    grindPrices: services.grindPrices,
    renderMarkdown,
    ogImages: createOgImages(),
    newsletter,
    signUps: services.signUps,
    reviews: services.reviews,
    restock: services.restock,
    subscriptions: services.subscriptions,
  };
  return (req: Request, res: Response): LoadContext => ({
    services: pageServices,
    cspNonce: String(res.locals.cspNonce ?? ""),
    origin: siteOrigin(services.config, req),
    paymentTestMode: PAYMENT_PROVIDERS[services.config.PAYMENT_PROVIDER].testMode,
    paymentProvider: services.config.PAYMENT_PROVIDER,
    analytics: (res.locals.analytics as PublicAnalytics | undefined) ?? null,
  });
}
