import "server-only";
import { cached } from "@/lib/cache/cached";
import { CACHE_TAGS } from "@/lib/cache/tags";
import { revalidateContent } from "@/lib/cache/revalidate";
import { getDb } from "@/lib/db/client";
import type { SiteSettingsInput } from "@/lib/validations/settings";
import { ensureMetadataSafely } from "@/lib/youtube/metadata-store";
import { parseYouTubeId } from "@/lib/youtube/parse";
import { writeWithActivity, type ActivityActor } from "./activity";
import { serializeSiteSettings, type SiteSettingsDto } from "./serializers";

/** The settings row, uncached: for staff screens and for checks that must see the latest value. */
export async function readSiteSettings(): Promise<SiteSettingsDto> {
  const db = await getDb();
  return serializeSiteSettings(await db.siteSettings.findUniqueOrThrow({ where: { id: 1 } }));
}

/** The settings as the public pages read them: cached, revalidated on save. */
export const getSiteSettings = cached(readSiteSettings, ["site-settings"], () => [
  CACHE_TAGS.settings,
]);

/** Saves the whole settings object; highlightUrls left out keeps the stored list. */
export async function updateSiteSettings(
  input: SiteSettingsInput,
  actor: ActivityActor,
): Promise<SiteSettingsDto> {
  const { highlightUrls, ...rest } = input;
  const row = await writeWithActivity(
    (tx) =>
      tx.siteSettings.update({
        where: { id: 1 },
        data: { ...rest, ...(highlightUrls ? { highlightUrls } : {}) },
      }),
    () => ({
      actor,
      action: "updated",
      entityType: "settings",
      entityId: null,
      entityTitle: "Site settings",
    }),
  );
  // The highlights read stored metadata only, so make sure it is there now (best effort, in
  // parallel); a video looked up within the day is not asked for again on every save.
  if (highlightUrls) {
    const ids = highlightUrls.map(parseYouTubeId).filter((id): id is string => id !== null);
    await Promise.all(ids.map((id) => ensureMetadataSafely(id)));
  }
  revalidateContent("settings");
  return serializeSiteSettings(row);
}
