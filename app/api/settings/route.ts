import { apiRoute, NO_STORE, readJson, jsonResponse } from "@/lib/api/route";
import { actorOf } from "@/lib/api/content-access";
import { requireViewer } from "@/lib/auth/viewer";
import { readSiteSettings, updateSiteSettings } from "@/lib/data/settings";
import { siteSettingsSchema } from "@/lib/validations/settings";

// GET /api/settings - the site settings (dashboard:view)
export const GET = apiRoute(async (request) => {
  await requireViewer(request, "dashboard:view");
  return jsonResponse(await readSiteSettings(), { headers: NO_STORE });
});

// PUT /api/settings - replace the site settings (settings:manage, the superadmin)
export const PUT = apiRoute(async (request) => {
  const viewer = await requireViewer(request, "settings:manage");
  const input = await readJson(request, siteSettingsSchema);
  return jsonResponse(await updateSiteSettings(input, actorOf(viewer)));
});
