import { apiRoute, jsonResponse } from "@/lib/api/route";
import { requireViewer } from "@/lib/auth/viewer";
import { deleteUser } from "@/lib/data/users";

type Context = { params: Promise<{ id: string }> };

// DELETE /api/users/{id} - delete an account (never the superadmin); its sessions end with it
export const DELETE = apiRoute<Context>(async (request, { params }) => {
  const viewer = await requireViewer(request, "users:manage");
  const { id } = await params;
  await deleteUser(id, viewer);
  return jsonResponse({ success: true, message: "User deleted successfully" });
});
