import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
  // The page carries only its own routes; the rest are asked for (/__manifest) after it hydrates, for
  // the links it shows. Every route's manifest had grown to 2.2 KB gzipped of every page's first-view
  // JS, and hydration now waits for the page to paint, so the request no longer delays it
  // (docs/decisions/169; decision 026 had chosen "initial").
  routeDiscovery: { mode: "lazy" },
  future: { v8_middleware: false },
} satisfies Config;
