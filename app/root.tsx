import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import stylesheet from "./app.css?url";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { LazyNotFoundView } from "./components/layout/lazy-not-found-view";
import { PendingOr } from "./components/layout/pending-view";
import { LazyToaster } from "./components/ui/lazy-toaster";
import { contactDetails } from "./lib/contact";
import { useNonce } from "./lib/nonce";
import { useQuietRoutePatches } from "./lib/quiet-route-patches";

export async function loader({ context }: Route.LoaderArgs) {
  const sections = await context.services.content.homeSections();
  return {
    origin: context.origin,
    paymentTestMode: context.paymentTestMode,
    contact: contactDetails(sections.contact?.data),
  };
}

/** The layout's data does not change with navigation; load it once per document. */
export function shouldRevalidate() {
  return false;
}

export function links(): Route.LinkDescriptors {
  return [
    // Production inlines the stylesheet into each document (see entry.server.tsx); development links it for hot reload.
    ...(import.meta.env.DEV ? [{ rel: "stylesheet", href: stylesheet }] : []),
    { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
    { rel: "manifest", href: "/site.webmanifest" },
  ];
}

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const data = useRouteLoaderData<typeof loader>("root");
  useQuietRoutePatches();
  // Lets browser tests (and anyone curious) know the page has become interactive.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2b1a12" />
        <Meta />
        <Links />
      </head>
      <body className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-[100] focus:rounded-md focus:bg-coffee-800 focus:px-4 focus:py-2 focus:text-cream-50"
        >
          Skip to content
        </a>
        <SiteHeader testMode={Boolean(data?.paymentTestMode)} />
        <main id="main" className={data?.paymentTestMode ? "flex-1 pt-[5.5rem]" : "flex-1 pt-16"}>
          <PendingOr>{children}</PendingOr>
        </main>
        <SiteFooter contact={data?.contact ?? contactDetails(null)} />
        <LazyToaster />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <LazyNotFoundView />;
  const message = isRouteErrorResponse(error)
    ? `${error.status}: ${error.statusText || "Error"}`
    : "Something went wrong";
  if (import.meta.env.DEV && error instanceof Error) console.error(error);
  return (
    <section className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-3xl font-semibold">{message}</h1>
      <p className="mt-4 text-coffee-500">Please try again in a moment.</p>
      <a href="/" className="mt-8 inline-block rounded-full bg-coffee-800 px-6 py-3 font-medium text-cream-50">
        Return Home
      </a>
    </section>
  );
}
