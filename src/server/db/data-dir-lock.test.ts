import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readlinkSync, rmSync, utimesSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DataDirLockedError, lockDataDir, lockDirOf, STALE_MS, type LockOwner } from "./data-dir-lock";

const dirs: string[] = [];
const fresh = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "bb-lock-"));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A lock as another process left it: its owner file, with a heartbeat `ageMs` old. */
function leftBehind(dataDir: string, owner: Partial<LockOwner>, ageMs = 0) {
  const lock = lockDirOf(dataDir);
  mkdirSync(lock, { recursive: true });
  const file = path.join(lock, "owner.json");
  writeFileSync(
    file,
    JSON.stringify({
      pid: 1,
      host: hostname(),
      pidNamespace: null,
      startedAt: "2026-11-24T00:00:00Z",
      token: "t",
      ...owner,
    }),
  );
  const at = new Date(Date.now() - ageMs);
  utimesSync(file, at, at);
}

/** A pid that ran a moment ago and runs no more. */
const deadPid = () => spawnSync(process.execPath, ["-e", "0"]).pid;
const ourNamespace = () => {
  try {
    return readlinkSync("/proc/self/ns/pid");
  } catch {
    return null;
  }
};

describe("the data directory's lock", () => {
  it("is held by one process: a second take is refused, naming the holder and pointing to PostgreSQL", () => {
    const dataDir = fresh();
    const lock = lockDataDir(dataDir, () => {});
    try {
      expect(() => lockDataDir(dataDir, () => {})).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dataDir, () => {})).toThrow(/already in use[\s\S]*process \d+[\s\S]*DATABASE_URL/);
    } finally {
      lock.release();
    }
    expect(existsSync(lockDirOf(dataDir))).toBe(false);
    lockDataDir(dataDir, () => {}).release();
  });

  it("takes over at once the lock of a process that died on this machine", () => {
    const dataDir = fresh();
    leftBehind(dataDir, { pid: deadPid(), pidNamespace: ourNamespace() });
    const lock = lockDataDir(dataDir, () => {});
    lock.release();
  });

  it("refuses while another machine's (or container's) holder keeps its heartbeat, takes over once it is stale", () => {
    const dataDir = fresh();
    leftBehind(dataDir, { host: "another-container", pid: 1 });
    expect(() => lockDataDir(dataDir, () => {})).toThrow(/process 1 on another-container/);
    leftBehind(dataDir, { host: "another-container", pid: 1 }, STALE_MS + 1_000);
    lockDataDir(dataDir, () => {}).release();
  });

  it("refuses a lock that is being created right now (no owner yet)", () => {
    const dataDir = fresh();
    mkdirSync(lockDirOf(dataDir), { recursive: true });
    expect(() => lockDataDir(dataDir, () => {})).toThrow(/starting right now/);
  });
});
