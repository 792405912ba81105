import { apiRoute, readJson, jsonResponse } from "@/lib/api/route";
import { requireViewer } from "@/lib/auth/viewer";
import { changeUserStatus } from "@/lib/data/users";
import { changeStatusSchema } from "@/lib/validations/users";

type Context = { params: Promise<{ id: string }> };

// PUT /api/users/status/{id} - active, inactive or suspended (not for pending users or the superadmin)
export const PUT = apiRoute<Context>(async (request, { params }) => {
  const viewer = await requireViewer(request, "users:manage");
  const { id } = await params;
  const { status } = await readJson(request, changeStatusSchema);
  const user = await changeUserStatus(id, status, viewer);
  return jsonResponse({ success: true, message: "User status updated successfully", user });
});
