/**
 * What each browser chunk is made of, for `npm run bench:web`'s byte budget per feature (issue 22): a
 * chunk's share of a feature is its modules' share of the chunk's code, each module's code measured
 * minified as the chunk is. Written beside the client build (never served): `build/chunk-modules.json`,
 * `{ [file]: { [module]: minified length } }`, modules named from the project's root.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { minifySync, type Plugin } from "vite";

export const CHUNK_MODULES_FILE = "build/chunk-modules.json";

export function chunkModules(root: string): Plugin {
  return {
    name: "bean-and-bhumi:chunk-modules",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(_options, bundle) {
      const chunks: Record<string, Record<string, number>> = {};
      for (const output of Object.values(bundle)) {
        if (output.type !== "chunk") continue;
        const modules: Record<string, number> = {};
        for (const [id, module] of Object.entries(output.modules)) {
          const file = id.split("?")[0]!.replace(/^\0/, "");
          const name = path.isAbsolute(file) ? path.relative(root, file) : file;
          const code = module.code ?? "";
          const length = code ? minifySync(name, code, { compress: false }).code.length : 0;
          modules[name] = (modules[name] ?? 0) + length;
        }
        chunks[output.fileName] = modules;
      }
      const file = path.join(root, CHUNK_MODULES_FILE);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, JSON.stringify(chunks));
    },
  };
}
