import { eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { settings, type SeoSettings } from "../../db/schema";

export async function readSeoSettings(db: Executor): Promise<SeoSettings> {
  const [row] = await db.select().from(settings).where(eq(settings.key, "seo"));
  return (row?.value as SeoSettings | undefined) ?? {};
}
