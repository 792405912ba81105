import { apiRoute, NO_STORE, jsonResponse } from "@/lib/api/route";
import { parseInput } from "@/lib/validations/parse-input";
import { requireViewer } from "@/lib/auth/viewer";
import { listUsers } from "@/lib/data/users";
import { listUsersQuerySchema } from "@/lib/validations/users";

// GET /api/users - one page of users, searched and filtered (admins)
export const GET = apiRoute(async (request) => {
  await requireViewer(request, "users:manage");
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const query = parseInput(listUsersQuerySchema, params);
  return jsonResponse(await listUsers(query), { headers: NO_STORE });
});
