/**
 * Where the project's files are, whether this code runs from src/ (tsx) or bundled into build/.
 * Found by walking up to our package.json, so moving a module never breaks a path.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

function findRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, "package.json");
    if (
      existsSync(manifest) &&
      (JSON.parse(readFileSync(manifest, "utf8")) as { name?: unknown }).name === "bean-and-bhumi"
    )
      return dir;
    if (path.dirname(dir) === dir) throw new Error(`Cannot find the project root above ${start}`);
  }
}

export const PROJECT_ROOT = findRoot(path.dirname(fileURLToPath(import.meta.url)));
export const fromRoot = (...parts: string[]) => path.join(PROJECT_ROOT, ...parts);
