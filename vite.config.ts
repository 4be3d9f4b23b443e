import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { chunkModules } from "./scripts/lib/chunk-modules";
import { preloadDeps } from "./scripts/lib/preload-deps";
import { publicReach } from "./scripts/lib/public-reach";
import { serverOnly } from "./scripts/lib/server-only";

const reach = publicReach();
const preload = preloadDeps();
/** The dialog primitive loads with the dialogs, when one opens, never in a first view. */
const DIALOG = /[\\/]app[\\/]components[\\/]ui[\\/]dialog\.tsx$/;
const ENTRY = /[\\/]app[\\/]entry\.client\.tsx$/;

/**
 * React Router marks route modules "exports-only"; Rolldown keeps each chunk to its group's own modules
 * (below) only when entries may gain exports. A route chunk exporting more than its route's names harms
 * nothing: React Router reads the names it knows.
 */
const entriesMayGainExports: Plugin = {
  name: "bean-and-bhumi:entries-may-gain-exports",
  enforce: "post",
  apply: "build",
  configEnvironment(name, config) {
    if (name !== "client") return;
    // React Router sets it under the older name; Vite reads either.
    for (const options of [config.build?.rolldownOptions, config.build?.rollupOptions]) {
      if (options) options.preserveEntrySignatures = "allow-extension";
    }
  },
};

/**
 * React Router's package points every condition at its development build, which differs from the
 * production one only in its warnings for developers (`ENABLE_DEV_WARNINGS`). The browser takes the
 * production build: 0.6 KB less on every page. The server keeps the package as Node resolves it, so both
 * halves of the server build share one copy of the router.
 */
const routerProduction: Plugin = {
  name: "bean-and-bhumi:router-production",
  apply: "build",
  enforce: "pre",
  applyToEnvironment: (environment) => environment.name === "client",
  async resolveId(source, importer, options) {
    if (source !== "react-router" && source !== "react-router/dom") return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved && { ...resolved, id: resolved.id.replace("/dist/development/", "/dist/production/") };
  },
};

export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [
    serverOnly(import.meta.dirname),
    tailwindcss(),
    reactRouter(),
    reach.plugin,
    entriesMayGainExports,
    routerProduction,
    chunkModules(import.meta.dirname),
    preload.plugin,
  ],
  // The server build keeps only the icons it uses: importing lucide-react's package whole costs the
  // server a third of a second at every start (issue 22, decision 155).
  ssr: { noExternal: ["lucide-react"] },
  build: { assetsInlineLimit: 0, modulePreload: { resolveDependencies: preload.resolveDependencies } },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // Each page loads the code it reaches and no more (decision 167): what the root reaches in one
            // chunk with it; everything else two public pages or parts reach, in a chunk per set of them.
            // A group takes only the modules it names, not what they import: those have chunks of their own.
            advancedChunks: {
              includeDependenciesRecursively: false,
              groups: [
                // React in a chunk of its own, evaluated one task before the rest (decision 171). The entry, which
                // starts hydrating, stays out of `shared`: it runs in a task of its own, after the routes.
                { name: "react-dom", priority: 4, test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
                {
                  name: "shared",
                  priority: 2,
                  test: (id: string) => reach.onEveryPage(id) && !DIALOG.test(id) && !ENTRY.test(id),
                },
                {
                  name: (id: string) => reach.entrySetName(id),
                  priority: 1,
                  test: (id: string) =>
                    !reach.onEveryPage(id) && reach.reachedByTwoPublicEntries(id) && !DIALOG.test(id),
                },
              ],
            },
          },
        },
      },
    },
  },
});
