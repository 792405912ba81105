import { apiRoute, NO_STORE, readJson, jsonResponse } from "@/lib/api/route";
import { updateOwnProfile } from "@/lib/auth/profile-update";
import { requireViewer } from "@/lib/auth/viewer";
import { getProfile } from "@/lib/data/users";
import { updateProfileSchema } from "@/lib/validations/users";

// GET /api/settings/profile - the signed-in user's username and e-mail
export const GET = apiRoute(async (request) => {
  const viewer = await requireViewer(request, "profile:own");
  const { username, email, role } = await getProfile(viewer.id);
  return jsonResponse({ username, email, role }, { headers: NO_STORE });
});

// PUT /api/settings/profile - change username, and (with the current password) e-mail and password
export const PUT = apiRoute(async (request) => {
  const viewer = await requireViewer(request, "profile:own");
  const input = await readJson(request, updateProfileSchema);
  const user = await updateOwnProfile(viewer, input);
  return jsonResponse({
    success: true,
    message: "Profile updated successfully",
    user: { username: user.username, email: user.email, role: user.role },
  });
});
