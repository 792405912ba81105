import { apiRoute, readJson, jsonResponse } from "@/lib/api/route";
import { requireViewer } from "@/lib/auth/viewer";
import { approveUser } from "@/lib/data/users";
import { approveUserSchema } from "@/lib/validations/users";

type Context = { params: Promise<{ id: string }> };

// POST /api/users/approve/{id} - a pending user becomes user (or the role given: user|admin)
export const POST = apiRoute<Context>(async (request, { params }) => {
  const viewer = await requireViewer(request, "users:manage");
  const { id } = await params;
  const { role } = await readJson(request, approveUserSchema);
  const user = await approveUser(id, role, viewer);
  return jsonResponse({ success: true, message: "User approved successfully", user });
});
