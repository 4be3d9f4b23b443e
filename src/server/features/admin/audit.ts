/**
 * The audit log: every admin change, written in the same transaction as the change, with who did
 * it, from where, and the fields before → after (only the changed ones on an update).
 */
import { and, desc, eq, type SQL } from "drizzle-orm";
import type { AuditEntry } from "@domain/admin/types";
import type { Executor } from "../../db/client";
import { auditLog } from "../../db/schema";
import type { AdminActor } from "./auth/guard";

type Plain = Record<string, unknown>;
const LONG_TEXT = 2000;

/** Long texts (an article's body) are kept short in the log: enough to see what changed. */
function compact(value: unknown): unknown {
  if (typeof value === "string" && value.length > LONG_TEXT)
    return `${value.slice(0, LONG_TEXT)}… (${value.length} characters)`;
  if (value instanceof Date) return value.toISOString();
  return value;
}

const same = (a: unknown, b: unknown) => JSON.stringify(compact(a)) === JSON.stringify(compact(b));

/** The fields that differ between two versions of an entity. */
export function changes(before: Plain, after: Plain): { before: Plain; after: Plain } {
  const out = { before: {} as Plain, after: {} as Plain };
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (key === "updatedAt" || same(before[key], after[key])) continue;
    out.before[key] = compact(before[key]);
    out.after[key] = compact(after[key]);
  }
  return out;
}

const compactAll = (entity: Plain | null | undefined) =>
  entity ? Object.fromEntries(Object.entries(entity).map(([k, v]) => [k, compact(v)])) : null;

export type AuditRecord = {
  action: string;
  entityType: string;
  entityId: string | number | null;
  before?: Plain | null;
  after?: Plain | null;
};

/** Records one change. On "update" only the changed fields are kept; nothing is written when none changed. */
/** Who made a change: an admin session, or the shop itself acting for someone (`ip` null). */
export type AuditActor = Pick<AdminActor, "username" | "ip">;

export async function recordAudit(tx: Executor, actor: AuditActor, record: AuditRecord): Promise<void> {
  let before = compactAll(record.before);
  let after = compactAll(record.after);
  if (record.before && record.after) {
    const diff = changes(record.before, record.after);
    if (Object.keys(diff.after).length === 0 && record.action === "update") return;
    before = diff.before;
    after = diff.after;
  }
  await tx.insert(auditLog).values({
    actor: actor.username,
    action: record.action,
    entityType: record.entityType,
    entityId: record.entityId === null ? null : String(record.entityId),
    details: { before, after },
    ip: actor.ip,
  });
}

/**
 * An entry's before or after as fields. Subscription changes made from the console were first logged with
 * bare statuses ("active" → "paused"); such a value is shown as the one field `value`, so that no entry,
 * old or new, can take the audit tab down.
 */
function asFields(value: unknown): Plain | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "object" && !Array.isArray(value)) return value as Plain;
  return { value };
}

export async function listAudit(
  db: Executor,
  filter: { entityType?: string; entityId?: string; limit: number },
): Promise<AuditEntry[]> {
  const where: SQL[] = [];
  if (filter.entityType) where.push(eq(auditLog.entityType, filter.entityType));
  if (filter.entityId) where.push(eq(auditLog.entityId, filter.entityId));
  const rows = await db
    .select()
    .from(auditLog)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(filter.limit);
  return rows.map((row) => {
    const details = (row.details ?? {}) as { before?: unknown; after?: unknown };
    return {
      id: row.id,
      actor: row.actor,
      action: row.action,
      entityType: row.entityType,
      entityId: row.entityId,
      before: asFields(details.before),
      after: asFields(details.after),
      ip: row.ip,
      createdAt: row.createdAt.toISOString(),
    };
  });
}
