/**
 * One process per embedded database (decision 030). PGlite is PostgreSQL in one process's memory; two
 * processes on one DATA_DIR each cache their own copy of the pages, hand out the same order numbers and
 * overwrite each other's files. So before opening it, a process takes an exclusive lock on the folder,
 * the way PostgreSQL's `postmaster.pid` guards a data directory:
 *
 * - the lock is a directory `DATA_DIR/pgdata.lock` (mkdir is atomic) holding `owner.json` — pid, host,
 *   pid namespace, start time and a random token — whose mtime the holder refreshes every 2 s;
 * - a second process finds the lock held and refuses to start, naming the holder and pointing to
 *   PostgreSQL for several processes;
 * - a lock left by a crash is taken over: at once when the holder is provably gone (same host and pid
 *   namespace, and its pid no longer runs — or is our own pid, as after a container restart), else once
 *   its heartbeat is 15 s old (a holder in another container on a shared volume);
 * - the holder checks its token on every heartbeat; if another process took the lock over (it was
 *   frozen for longer than the stale time) it stops at once rather than write beside it.
 */
import { randomBytes } from "node:crypto";
import {
  mkdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { hostname } from "node:os";
import path from "node:path";

export const HEARTBEAT_MS = 2_000;
export const STALE_MS = 15_000;

export type LockOwner = { pid: number; host: string; pidNamespace: string | null; startedAt: string; token: string };

export type DataDirLock = { readonly dir: string; release(): void };

export class DataDirLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner | null,
  ) {
    const who = owner
      ? `process ${owner.pid} on ${owner.host}, started ${owner.startedAt}`
      : "another process that is starting right now";
    super(
      [
        `The embedded database in ${dataDir} is already in use by another Bean & Bhūmi ${who}.`,
        "The embedded database (PGlite) serves exactly one process: stop the other one first.",
        "To run several processes (a process manager with more than one instance, a rolling deploy), use",
        "PostgreSQL instead: set DATABASE_URL — see docs/deploy.md.",
        `(If that process has just crashed, its lock counts as stale ${STALE_MS / 1000} s after its last heartbeat.)`,
      ].join("\n"),
    );
  }
}

export const lockDirOf = (dataDir: string) => path.join(dataDir, "pgdata.lock");
/** Tokens of the locks this process holds: a lock with our pid but another token is a former life's. */
const heldHere = new Set<string>();
const ownerFileOf = (lockDir: string) => path.join(lockDir, "owner.json");

function pidNamespace(): string | null {
  try {
    return readlinkSync("/proc/self/ns/pid");
  } catch {
    return null; // not Linux: the heartbeat alone tells
  }
}

function readOwner(lockDir: string): { owner: LockOwner | null; beatAt: number } | null {
  try {
    const file = ownerFileOf(lockDir);
    const beatAt = statSync(file).mtimeMs;
    return { owner: JSON.parse(readFileSync(file, "utf8")) as LockOwner, beatAt };
  } catch {
    try {
      // A lock directory without its owner file: a process between mkdir and writing it, or one that died there.
      return { owner: null, beatAt: statSync(lockDir).mtimeMs };
    } catch {
      return null; // gone meanwhile
    }
  }
}

function pidRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/** Whether the holder described by `found` may still be using the database. */
export function holderAlive(found: { owner: LockOwner | null; beatAt: number }, now = Date.now()): boolean {
  if (now - found.beatAt >= STALE_MS) return false;
  const { owner } = found;
  if (!owner) return true; // starting right now
  const sameMachine = owner.host === hostname() && owner.pidNamespace !== null && owner.pidNamespace === pidNamespace();
  if (!sameMachine) return true; // cannot see its pid: trust the fresh heartbeat
  if (owner.pid === process.pid) return heldHere.has(owner.token);
  return pidRuns(owner.pid);
}

/** Takes the data directory's lock, or throws DataDirLockedError. `onLost` runs if another process takes it over. */
export function lockDataDir(dataDir: string, onLost: (message: string) => void): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const dir = lockDirOf(dataDir);
  const me: LockOwner = {
    pid: process.pid,
    host: hostname(),
    pidNamespace: pidNamespace(),
    startedAt: new Date().toISOString(),
    token: randomBytes(16).toString("hex"),
  };
  for (let attempt = 0; ; attempt++) {
    try {
      mkdirSync(dir);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt >= 5) throw error;
    }
    const found = readOwner(dir);
    if (found && holderAlive(found)) throw new DataDirLockedError(dataDir, found.owner);
    // Stale: move it aside atomically (two takers cannot both succeed with the same directory), then retry.
    const aside = `${dir}.stale-${randomBytes(6).toString("hex")}`;
    try {
      renameSync(dir, aside);
      rmSync(aside, { recursive: true, force: true });
    } catch {
      // Another process moved it first; the next mkdir decides between us.
    }
  }
  const file = ownerFileOf(dir);
  writeFileSync(`${file}.tmp`, JSON.stringify(me));
  renameSync(`${file}.tmp`, file);
  heldHere.add(me.token);

  let released = false;
  const ours = () => readOwner(dir)?.owner?.token === me.token;
  const heartbeat = setInterval(() => {
    try {
      if (!ours()) throw new Error("lock taken over");
      const now = new Date();
      utimesSync(file, now, now);
    } catch {
      clearInterval(heartbeat);
      if (!released)
        onLost(`The lock on ${dataDir} was taken over by another process; stopping so that only one writes.`);
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  const release = () => {
    if (released) return;
    released = true;
    heldHere.delete(me.token);
    clearInterval(heartbeat);
    process.off("exit", release);
    if (ours()) rmSync(dir, { recursive: true, force: true });
  };
  // A crash that still runs exit handlers (an uncaught error, process.exit) leaves no lock behind.
  process.on("exit", release);
  return { dir, release };
}
