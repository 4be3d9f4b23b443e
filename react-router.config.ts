import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  ssr: true,
  // Some twenty routes: their manifest (about 1 KB gzipped, immutable) comes with the first page
  // instead of a /__manifest request from every page after it hydrates (docs/decisions/026).
  routeDiscovery: { mode: "initial" },
  future: { v8_middleware: false },
} satisfies Config;
