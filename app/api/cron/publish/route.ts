import { NO_STORE, jsonResponse } from "@/lib/api/route";
import { apiRoute } from "@/lib/api/route";
import { requireCronSecret } from "@/lib/auth/cron-secret";
import { runScheduledJobs } from "@/lib/jobs/scheduled-jobs";

// POST /api/cron/publish - publish due scheduled posts (Bearer CRON_SECRET). A crontab's curl posts.
export const POST = apiRoute(async (request) => {
  requireCronSecret(request);
  return jsonResponse(await runScheduledJobs(), { headers: NO_STORE });
});

// GET /api/cron/publish - the same, for Vercel Cron, which calls its paths with GET.
export const GET = POST;
