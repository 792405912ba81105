import { z } from "zod";
import { searchParamsOf } from "@/lib/api/content-access";
import { apiRoute, NO_STORE, jsonResponse } from "@/lib/api/route";
import { parseInput } from "@/lib/validations/parse-input";
import { requireViewer } from "@/lib/auth/viewer";
import { listContactMessages } from "@/lib/data/contact-messages";
import { pageQuery } from "@/lib/validations/content-fields";

const querySchema = z.object({ page: pageQuery.page, limit: pageQuery.limit.default(20) });

// GET /api/admin/messages - the contact inbox, newest first (users:manage: visitors' personal data)
export const GET = apiRoute(async (request) => {
  await requireViewer(request, "users:manage");
  const { page, limit } = parseInput(querySchema, searchParamsOf(request));
  return jsonResponse(await listContactMessages(page, limit), { headers: NO_STORE });
});
