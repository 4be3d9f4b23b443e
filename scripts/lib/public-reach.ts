/**
 * Which modules public pages share. The client build's "shared" chunk is loaded by every page; a
 * module goes there when at least two *public* entries (route modules and lazily loaded parts, the
 * admin's not counted) reach it. Counting the admin too would let a module that one public page and
 * the admin use move into every page's first view.
 */
import type { Plugin } from "vite";

const ADMIN = /[\\/]app[\\/](features[\\/]admin|routes[\\/]admin[^\\/]*)([\\/.])/;
/** zod: its schemas are for forms and the server, and it probes `new Function`, which the CSP refuses. */
const ZOD = /[\\/]node_modules[\\/]zod[\\/]/;

export function publicReach(): {
  plugin: Plugin;
  reachedByTwoPublicEntries: (id: string) => boolean;
  /** Whether the module imports zod, itself or through what it imports (such a module never goes in every page's first view). */
  reachesZod: (id: string) => boolean;
} {
  let counts = new Map<string, number>();
  let zodReach = new Map<string, boolean>();
  const plugin: Plugin = {
    name: "bean-and-bhumi:public-reach",
    apply: "build",
    buildEnd() {
      counts = new Map();
      const ids = [...this.getModuleIds()];
      const entries = new Set<string>();
      for (const id of ids) {
        const info = this.getModuleInfo(id);
        if (!info) continue;
        if (info.isEntry) entries.add(id);
        for (const lazy of info.dynamicallyImportedIds) entries.add(lazy);
      }
      for (const entry of entries) {
        if (ADMIN.test(entry)) continue;
        const seen = new Set<string>();
        const stack = [entry];
        while (stack.length) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          for (const next of this.getModuleInfo(id)?.importedIds ?? []) stack.push(next);
        }
        for (const id of seen) counts.set(id, (counts.get(id) ?? 0) + 1);
      }
      zodReach = new Map();
      const reaches = (id: string, path: Set<string>): boolean => {
        const known = zodReach.get(id);
        if (known !== undefined) return known;
        if (ZOD.test(id)) return true;
        if (path.has(id)) return false; // a cycle: decided where it started
        path.add(id);
        const found = (this.getModuleInfo(id)?.importedIds ?? []).some((next) => reaches(next, path));
        path.delete(id);
        zodReach.set(id, found);
        return found;
      };
      for (const id of ids) reaches(id, new Set());
    },
  };
  return {
    plugin,
    reachedByTwoPublicEntries: (id) => (counts.get(id) ?? 0) >= 2,
    reachesZod: (id) => ZOD.test(id) || (zodReach.get(id) ?? false),
  };
}
