// Whether a build is current with its sources (decision 173). The authority is one SHA-256 over every
// source file's path and content, kept beside the build. Reading and hashing ~800 files took 0.1–0.4 s of
// every `npm start`, so the size and modification time of each file, as they were when the hash was
// taken, are kept too: when none has changed, the files are not read at all. When one has changed (a
// checkout, an edit, a touch) the hash decides, as `make` would otherwise have to guess.
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";

/** Every file under `inputs` (files or folders, relative to `root`), sorted, with its size and time. */
function listSources(root, inputs) {
  const found = [];
  const walk = (entry) => {
    const full = path.join(root, entry);
    if (!existsSync(full)) return;
    const stat = statSync(full);
    if (stat.isFile()) {
      found.push({ file: entry, line: `${entry}\t${stat.size}\t${stat.mtimeMs}` });
      return;
    }
    for (const name of readdirSync(full).sort()) walk(path.join(entry, name));
  };
  for (const input of inputs) walk(input);
  return found;
}

function hashSources(root, sources) {
  const hash = createHash("sha256");
  for (const { file } of sources) {
    hash.update(file);
    hash.update(readFileSync(path.join(root, file)));
  }
  return hash.digest("hex");
}

const read = (file) => (existsSync(file) ? readFileSync(file, "utf8").trim() : "");

/**
 * Compares the sources under `root` with the stamp in `stampDir` (`.source-hash`, `.source-stats`).
 * `current` is true when every one of `outputs` exists and the sources are those the stamp was taken
 * of. `save()`, after a build, stamps the sources as they were listed and hashed here, before the build
 * read them.
 */
export function sourceStamp({ root, inputs, stampDir, outputs }) {
  const hashFile = path.join(stampDir, ".source-hash");
  const statsFile = path.join(stampDir, ".source-stats");
  const sources = listSources(root, inputs);
  const stats = sources.map((source) => source.line).join("\n");
  const built = outputs.every((file) => existsSync(path.join(root, file)));
  const stamped = read(hashFile);
  const saveWith = (digest) => () => {
    writeFileSync(hashFile, `${digest}\n`);
    writeFileSync(statsFile, `${stats}\n`);
  };
  // Nothing changed since the stamp: the content is the stamped one, unread.
  if (built && stamped && read(statsFile) === stats) return { current: true, save: saveWith(stamped) };
  // Hashed before any build reads the sources: a file edited during the build is changed at the next start.
  const digest = hashSources(root, sources);
  const save = saveWith(digest);
  if (!built || digest !== stamped) return { current: false, save };
  // Same content, new times (a fresh checkout of the same commit, a touch): the next start skips the read.
  save();
  return { current: true, save };
}
