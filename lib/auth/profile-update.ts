import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { getProfile, updateProfileDetails, type UserDto } from "@/lib/data/users";
import type { UpdateProfileInput } from "@/lib/validations/users";
import { assertCurrentPassword, setPassword } from "./change-password";

/**
 * The signed-in user's own profile. The e-mail receives reset links, so moving it is as
 * sensitive as the password: both need the current password, so a stolen session alone cannot
 * take the account over.
 */
export async function updateOwnProfile(
  viewer: { id: string; sessionId: string },
  input: UpdateProfileInput,
): Promise<UserDto> {
  const current = await getProfile(viewer.id);
  const emailChanges = input.email.toLowerCase() !== current.email.toLowerCase();
  if (emailChanges && !input.currentPassword) {
    throw new AppError(400, "Validation failed", {
      code: "VALIDATION_ERROR",
      details: [{ path: "currentPassword", msg: "Current password is required to change email" }],
    });
  }
  // Checked before anything changes, so a wrong one changes nothing.
  if ((emailChanges || input.newPassword) && input.currentPassword)
    await assertCurrentPassword(viewer.id, input.currentPassword);
  const user = await updateProfileDetails(viewer.id, input);
  if (input.newPassword) await setPassword(viewer.id, input.newPassword, viewer.sessionId);
  return user;
}
