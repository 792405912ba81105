import { apiRoute, readJson } from "@/lib/api/route";
import { assertCurrentPassword, setPassword } from "@/lib/auth/change-password";
import { requireViewer } from "@/lib/auth/viewer";
import { getProfile, updateProfileDetails } from "@/lib/data/users";
import { updateProfileSchema } from "@/lib/validations/users";

// GET /api/settings/profile - the signed-in user's username and e-mail
export const GET = apiRoute(async (request) => {
  const viewer = await requireViewer(request, "profile:own");
  const { username, email, role } = await getProfile(viewer.id);
  return Response.json({ username, email, role }, { headers: { "Cache-Control": "no-store" } });
});

// PUT /api/settings/profile - change username, e-mail and (with the current one) the password
export const PUT = apiRoute(async (request) => {
  const viewer = await requireViewer(request, "profile:own");
  const input = await readJson(request, updateProfileSchema);
  // The current password is checked before anything changes, so a wrong one changes nothing.
  if (input.newPassword && input.currentPassword) await assertCurrentPassword(viewer.id, input.currentPassword);
  const user = await updateProfileDetails(viewer.id, input);
  if (input.newPassword) await setPassword(viewer.id, input.newPassword, viewer.sessionId);
  return Response.json({
    success: true,
    message: "Profile updated successfully",
    user: { username: user.username, email: user.email, role: user.role },
  });
});
