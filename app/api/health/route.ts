import { getDb } from "@/lib/db/client";
import { apiRoute, NO_STORE, jsonResponse } from "@/lib/api/route";

export const dynamic = "force-dynamic";

// GET /api/health - liveness plus a database round trip, for load balancers and tests.
export const GET = apiRoute(async () => {
  const db = await getDb();
  await db.$queryRaw`SELECT 1`;
  return jsonResponse({ status: "ok" }, { headers: NO_STORE });
});
