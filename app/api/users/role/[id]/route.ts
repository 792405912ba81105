import { apiRoute, readJson, jsonResponse } from "@/lib/api/route";
import { requireViewer } from "@/lib/auth/viewer";
import { changeUserRole } from "@/lib/data/users";
import { changeRoleSchema } from "@/lib/validations/users";

type Context = { params: Promise<{ id: string }> };

// PUT /api/users/role/{id} - switch a user between user and admin
export const PUT = apiRoute<Context>(async (request, { params }) => {
  const viewer = await requireViewer(request, "users:manage");
  const { id } = await params;
  const { role } = await readJson(request, changeRoleSchema);
  const user = await changeUserRole(id, role, viewer);
  return jsonResponse({ success: true, message: "User role updated successfully", user });
});
