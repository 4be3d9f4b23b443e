/**
 * The browser build refuses server code (docs/decisions/060): React Router already refuses `*.server`
 * modules in client code; this adds the server's own folder (src/server) and Node's built-in modules,
 * which Vite would otherwise stub out for the browser with only a warning.
 */
import { isBuiltin } from "node:module";
import path from "node:path";
import type { Plugin } from "vite";

/** Why browser code may not import this module, or null when it may. */
export function serverOnlyReason(specifier: string, resolvedId: string | null, root: string): string | null {
  if (specifier.startsWith("node:") || isBuiltin(specifier)) return `Node's "${specifier}" module`;
  if (resolvedId && !path.relative(path.join(root, "src", "server"), resolvedId.split("?")[0]!).startsWith(".."))
    return `server code (${path.relative(root, resolvedId.split("?")[0]!)})`;
  return null;
}

export function serverOnly(root: string): Plugin {
  return {
    name: "bean-and-bhumi:server-only",
    enforce: "pre",
    async resolveId(specifier, importer, options) {
      if (options?.ssr || !importer || options?.custom?.["bean-and-bhumi:server-only"]) return null;
      const resolved = await this.resolve(specifier, importer, {
        ...options,
        custom: { ...options?.custom, "bean-and-bhumi:server-only": true },
      });
      const reason = serverOnlyReason(specifier, resolved?.id ?? null, root);
      if (!reason) return null;
      throw new Error(
        `Server-only module referenced by browser code: ${reason}, imported by ${path.relative(root, importer)}. ` +
          "Pages get server data from their loader's context; Node-only helpers go in a *.server.ts file.",
      );
    },
  };
}
