import { describe, expect, it } from "vitest";
import { createHashQueue, HashQueueFull } from "./hash-queue";

/** Work that finishes when the test says so, recording the order it started in. */
function gate(started: string[], name: string) {
  let open!: () => void;
  const done = new Promise<void>((resolve) => (open = resolve));
  return { work: () => (started.push(name), done), open };
}

describe("the password-hash queue", () => {
  it("runs two at once, takes lanes in turn, and lets a lane that floods wait behind the others", async () => {
    const queue = createHashQueue({ concurrent: 2, waiting: 10, perLane: 2 });
    const started: string[] = [];
    const gates = ["a1", "a2", "b1", "c1"].map((name) => gate(started, name));
    const runs = [
      queue.run("attacker", gates[0]!.work),
      queue.run("attacker", gates[1]!.work),
      queue.run("owner", gates[2]!.work),
      queue.run("other", gates[3]!.work),
    ];
    // A third hash from one lane is refused at once, not queued behind the rest.
    await expect(queue.run("attacker", async () => {})).rejects.toBeInstanceOf(HashQueueFull);
    expect(started).toEqual(["a1", "a2"]);
    gates[0]!.open();
    await runs[0];
    expect(started).toEqual(["a1", "a2", "b1"]);
    gates[1]!.open();
    gates[2]!.open();
    gates[3]!.open();
    await Promise.all(runs);
    expect(started).toEqual(["a1", "a2", "b1", "c1"]);
  });

  it("bounds the waiting line, and a recognised browser goes before it", async () => {
    const queue = createHashQueue({ concurrent: 1, waiting: 2, perLane: 1 });
    const started: string[] = [];
    const gates = ["x", "y", "z", "owner"].map((name) => gate(started, name));
    const runs = [queue.run("x", gates[0]!.work), queue.run("y", gates[1]!.work), queue.run("z", gates[2]!.work)];
    await expect(queue.run("w", async () => {})).rejects.toBeInstanceOf(HashQueueFull);
    const owner = queue.run("device", gates[3]!.work, { priority: true });
    gates[0]!.open();
    await runs[0];
    expect(started).toEqual(["x", "owner"]);
    for (const g of gates) g.open();
    await Promise.all([...runs, owner]);
    expect(queue.stats()).toEqual({ running: 0, waiting: 0 });
  });
});
