/** The home page's sections, keyed by their section id ("hero", "story"…). */
import { asc, eq } from "drizzle-orm";
import type { HomeSectionInput, HomeSectionPatch } from "@domain/admin/content";
import type { AdminHomeSection } from "@domain/admin/types";
import type { Executor } from "../../db/client";
import { homeSections } from "../../db/schema";
import { defined } from "./http";

function toSection(row: typeof homeSections.$inferSelect): AdminHomeSection {
  const { sortOrder, createdAt: _c, updatedAt, ...rest } = row;
  return { ...rest, order: sortOrder, updatedAt: updatedAt.toISOString() };
}

function sectionColumns(input: HomeSectionPatch) {
  const { order, ...rest } = input;
  return defined({ ...rest, sortOrder: order });
}

export async function listSections(db: Executor): Promise<AdminHomeSection[]> {
  return (await db.select().from(homeSections).orderBy(asc(homeSections.sortOrder), asc(homeSections.id))).map(
    toSection,
  );
}

export async function findSection(db: Executor, key: string): Promise<AdminHomeSection | undefined> {
  const [row] = await db.select().from(homeSections).where(eq(homeSections.section, key)).for("update");
  return row && toSection(row);
}

export async function insertSection(tx: Executor, input: HomeSectionInput): Promise<string> {
  await tx.insert(homeSections).values({ ...sectionColumns(input), section: input.section });
  return input.section;
}

/** Answers the section's key, which the patch may change. */
export async function updateSection(tx: Executor, key: string, patch: HomeSectionPatch): Promise<string> {
  await tx
    .update(homeSections)
    .set({ ...sectionColumns(patch), updatedAt: new Date() })
    .where(eq(homeSections.section, key));
  return patch.section ?? key;
}

export async function deleteSection(tx: Executor, key: string) {
  await tx.delete(homeSections).where(eq(homeSections.section, key));
}
