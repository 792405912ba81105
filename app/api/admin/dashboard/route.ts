import { apiRoute, NO_STORE, jsonResponse } from "@/lib/api/route";
import { requireViewer } from "@/lib/auth/viewer";
import { getDashboard } from "@/lib/data/dashboard";

// GET /api/admin/dashboard - totals, recent activity and weekly analytics (dashboard:view)
export const GET = apiRoute(async (request) => {
  await requireViewer(request, "dashboard:view");
  return jsonResponse(await getDashboard(), { headers: NO_STORE });
});
