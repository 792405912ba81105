import { apiRoute, jsonResponse } from "@/lib/api/route";
import { requireViewer } from "@/lib/auth/viewer";
import { unlockUser } from "@/lib/data/users";

type Context = { params: Promise<{ id: string }> };

// POST /api/users/unlock/{id} - clear an account's failed-login locks
export const POST = apiRoute<Context>(async (request, { params }) => {
  const viewer = await requireViewer(request, "users:manage");
  const { id } = await params;
  const user = await unlockUser(id, viewer);
  return jsonResponse({ success: true, message: "User unlocked successfully", user });
});
