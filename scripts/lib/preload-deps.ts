/**
 * What a lazily loaded part lists to preload (issue 22). Vite preloads, with each `import()`, every chunk the
 * part imports, so they load side by side rather than one level at a time. Its list also names the chunks
 * the importing chunk itself imports: those were loaded before the importing code could run, so naming them
 * again only adds bytes (checkout's chunk named 35 files, 16 of them its own imports). This keeps the rest.
 */
import type { OutputBundle } from "rolldown";
import type { Plugin } from "vite";

export function preloadDeps(): {
  plugin: Plugin;
  resolveDependencies: (file: string, deps: string[], context: { hostId: string }) => string[];
} {
  let bundle: OutputBundle | undefined;
  const loadedWith = new Map<string, Set<string>>();

  /** The chunk and every chunk it imports statically, to the end. */
  function staticReach(file: string): Set<string> {
    let reach = loadedWith.get(file);
    if (reach) return reach;
    reach = new Set();
    const stack = [file];
    while (stack.length) {
      const next = stack.pop()!;
      if (reach.has(next)) continue;
      reach.add(next);
      const output = bundle?.[next];
      if (output?.type === "chunk") stack.push(...output.imports);
    }
    loadedWith.set(file, reach);
    return reach;
  }

  return {
    plugin: {
      name: "bean-and-bhumi:preload-deps",
      apply: "build",
      applyToEnvironment: (environment) => environment.name === "client",
      // Before Vite's own step, which asks `resolveDependencies` for each `import()` while it writes the lists.
      generateBundle: {
        order: "pre",
        handler(_options, output) {
          bundle = output;
          loadedWith.clear();
        },
      },
    },
    resolveDependencies: (_file, deps, { hostId }) => {
      if (!bundle?.[hostId]) return deps;
      const loaded = staticReach(hostId);
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
}
