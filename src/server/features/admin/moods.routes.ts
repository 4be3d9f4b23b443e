/** Moods with their matched coffees (best first). The delete button really deletes. */
import type { Router } from "express";
import { MoodInput, MoodPatch } from "@domain/admin/moods";
import { CATALOG_CHANNEL } from "../../cache";
import { parseInput } from "../../http/errors";
import type { Services } from "../../services";
import { auditedWrite, savedRecord } from "./audited-write";
import { actorOf } from "./auth/guard";
import { idParam } from "./http";
import { deleteMood, findMood, insertMood, listMoods, MOOD_NAME_TAKEN, updateMood } from "./moods.repo";

const MOOD = { entity: "mood", load: findMood, missing: "Mood not found", channel: CATALOG_CHANNEL };
const UNIQUE = { message: MOOD_NAME_TAKEN, field: "name" };

export function registerMoodRoutes(router: Router, { db }: Services): void {
  router.get("/moods", async (_req, res) => {
    res.json(await listMoods(db));
  });

  router.post("/moods", async (req, res) => {
    const input = parseInput(MoodInput, req.body);
    const change = { ...MOOD, unique: UNIQUE, action: "create" };
    res.status(201).json(await savedRecord(db, actorOf(res), { ...change, write: (tx) => insertMood(tx, input) }));
  });

  router.put("/moods/:id", async (req, res) => {
    const id = idParam(req, "id", "Mood not found");
    const patch = parseInput(MoodPatch, req.body);
    const change = { ...MOOD, unique: UNIQUE, id, action: "update" };
    res.json(await savedRecord(db, actorOf(res), { ...change, write: (tx, before) => updateMood(tx, before!, patch) }));
  });

  router.delete("/moods/:id", async (req, res) => {
    const id = idParam(req, "id", "Mood not found");
    await auditedWrite(db, actorOf(res), { ...MOOD, id, action: "delete", write: (tx) => deleteMood(tx, id) });
    res.status(204).end();
  });
}
