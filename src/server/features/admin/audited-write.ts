/**
 * The admin's one write path (docs/decisions/065-one-audited-write-path.md): in one transaction, load
 * the record (404 when it is gone), run the change, reload it, tell the other processes' caches
 * (decision 002) and write the audit entry (decision 011); a unique violation the change's own checks
 * did not see (a concurrent insert) becomes a 409 on the field it concerns.
 */
import { notify, type Db, type Tx } from "../../db/client";
import { notFound } from "../../http/errors";
import { recordAudit } from "./audit";
import type { AdminActor } from "./auth/guard";
import { uniquely } from "./http";

type Plain = Record<string, unknown>;
type Id = number | string;

export type AuditedWrite<T extends object, I extends Id> = {
  /** The audit log's name for the kind of record ("product", "blog-post"…). */
  entity: string;
  /** The record's answer shape, or undefined when there is none. Also reloads it after the change. */
  load: (tx: Tx, id: I) => Promise<T | undefined>;
  /** The record changed; left out when the change creates one (then `write` answers its id). */
  id?: I;
  /** 404 message when `id` names nothing. */
  missing?: string;
  /** "create", "update", "delete"…, or chosen from the record as it was (a product with orders is deactivated). */
  action: string | ((before: T) => string);
  /** The change itself. Answers the new record's id on a create, or the record's new key when it changed. */
  write: (tx: Tx, before: T | undefined) => Promise<I | void>;
  /** The cache channel whose readers must reload (none for records no public page shows). */
  channel?: string;
  /** A unique violation becomes this 409 (see `uniquely`). */
  unique?: { message: string; field: string };
  /** What the log keeps of the record (all of it by default). */
  logged?: { before?: (record: T) => Plain; after?: (record: T) => Plain };
};

/** Runs one audited change; answers the record as it now is, or null when it was deleted. */
export async function auditedWrite<T extends object, I extends Id>(
  db: Db,
  actor: AdminActor,
  change: AuditedWrite<T, I>,
): Promise<T | null> {
  const run = () =>
    db.transaction(async (tx) => {
      const before = change.id === undefined ? undefined : await change.load(tx, change.id);
      if (change.id !== undefined && !before) throw notFound(change.missing ?? "Not found");
      const action = typeof change.action === "function" ? change.action(before!) : change.action;
      const written = await change.write(tx, before);
      // A create answers the new id; an update may answer one too (a renamed home section's new key).
      const id = (change.id ?? written) as I;
      const after = action === "delete" ? null : ((await change.load(tx, written ?? id)) ?? null);
      if (change.channel) await notify(tx, change.channel);
      const log = change.logged ?? {};
      await recordAudit(tx, actor, {
        action,
        entityType: change.entity,
        entityId: id,
        ...(before ? { before: log.before ? log.before(before) : (before as Plain) } : {}),
        ...(after ? { after: log.after ? log.after(after) : (after as Plain) } : {}),
      });
      return after;
    });
  return change.unique ? uniquely(run, change.unique.message, change.unique.field) : run();
}

/** A create or an update: the record as it now is. */
export async function savedRecord<T extends object, I extends Id>(
  db: Db,
  actor: AdminActor,
  change: AuditedWrite<T, I>,
): Promise<T> {
  return (await auditedWrite(db, actor, change))!;
}
