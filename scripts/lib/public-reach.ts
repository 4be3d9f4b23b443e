/**
 * Which modules public pages share. The client build's "shared" chunk is loaded by every page; a
 * module goes there when at least two *public* entries (route modules and lazily loaded parts, the
 * admin's not counted) reach it. Counting the admin too would let a module that one public page and
 * the admin use move into every page's first view.
 */
import type { Plugin } from "vite";

const ADMIN = /[\\/]app[\\/](features[\\/]admin|routes[\\/]admin[^\\/]*)([\\/.])/;

export function publicReach(): { plugin: Plugin; reachedByTwoPublicEntries: (id: string) => boolean } {
  let counts = new Map<string, number>();
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
    },
  };
  return { plugin, reachedByTwoPublicEntries: (id) => (counts.get(id) ?? 0) >= 2 };
}
