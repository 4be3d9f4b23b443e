/**
 * Which public entries reach each module, for the client build's chunks (decision 167).
 *
 * An entry is a route module or a lazily loaded part (a dialog, a step); the admin's are not counted,
 * so a module that one public page and the admin use is not taken for shared. What the client entry and
 * the root reach is on every page: it goes in one chunk, with what half the routes or more reach. Every
 * other module that two or more public entries reach goes in a chunk of its own set of routes (of lazy
 * parts, when no route reaches it), so a page loads only what it reaches itself, and the pages that reach
 * the same modules share their chunk.
 *
 * The reach is the static import graph, so importing an index reaches everything it re-exports:
 * - icons are imported one by one (`lucide-react/icons/<name>`, an ESLint rule): lucide-react's index
 *   would make every icon the app uses anywhere part of every page;
 * - a feature's index (decision 060) is followed whole. The root chunk so holds the cart's actions and
 *   totals beside its store, which most pages use. Following only the names imported was measured
 *   (decision 167): a lighter root chunk, but two to three times the chunks, and each page heavier for
 *   the imports between them.
 */
import type { Plugin } from "vite";

const ADMIN = /[\\/]app[\\/](features[\\/]admin|routes[\\/]admin[^\\/]*)([\\/.])/;
/** The client entry (React DOM) and the root (the layout every page has): every page loads what they reach. */
const EVERY_PAGE = /[\\/]app[\\/](root|entry\.client)\.tsx(\?|$)/;

export function publicReach(): {
  plugin: Plugin;
  /**
   * Whether the module goes in the chunk every page loads: the client entry or the root reaches it, or half
   * the routes do.
   */
  onEveryPage: (id: string) => boolean;
  /** Whether two or more public entries reach the module. */
  reachedByTwoPublicEntries: (id: string) => boolean;
  /** A chunk name for the set of public entries that reach the module: the same set, the same name. */
  entrySetName: (id: string) => string;
} {
  let reachers = new Map<string, string[]>();
  let onEveryPage = new Set<string>();
  const routeEntries = new Set<string>();
  const plugin: Plugin = {
    name: "bean-and-bhumi:public-reach",
    apply: "build",
    buildEnd() {
      reachers = new Map();
      onEveryPage = new Set();
      routeEntries.clear();
      const entries = new Set<string>();
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (!info) continue;
        if (info.isEntry) {
          entries.add(id);
          if (!ADMIN.test(id)) routeEntries.add(id);
        }
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
        for (const id of seen) reachers.set(id, [...(reachers.get(id) ?? []), entry]);
        if (EVERY_PAGE.test(entry)) for (const id of seen) onEveryPage.add(id);
      }
    },
  };
  return {
    plugin,
    // Also what half the routes or more reach (the page metadata): nearly every page loads it anyway, and a
    // chunk of its own would cost every page its import list (decision 167).
    onEveryPage: (id) =>
      onEveryPage.has(id) ||
      (reachers.get(id) ?? []).filter((entry) => routeEntries.has(entry)).length * 2 >= routeEntries.size,
    reachedByTwoPublicEntries: (id) => (reachers.get(id)?.length ?? 0) >= 2,
    entrySetName: (id) => {
      // Named by the routes that reach it; a lazily loaded part (a dialog) that needs it loads that chunk too.
      const all = reachers.get(id) ?? [];
      const routes = all.filter((entry) => routeEntries.has(entry));
      return `shared-${fnv1a([...(routes.length > 0 ? routes : all)].sort().join("\n")).toString(36)}`;
    },
  };
}

/** FNV-1a, 32 bits: a short stable name for a set of entries. */
function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}
