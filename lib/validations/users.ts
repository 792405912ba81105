import { z } from "./zod";
import { ASSIGNABLE_ROLES, ROLES, USER_STATUSES } from "@/lib/auth/permissions";
import { emailSchema, isStrongEnough, PASSWORD_TOO_WEAK, usernameSchema } from "./auth";

// Shared by the users screen, the profile form and the /api/users + /api/settings/profile handlers.

export const listUsersQuerySchema = z.object({
  page: z.coerce
    .number()
    .int("page must be an integer")
    .min(1, "page must be at least 1")
    .max(100_000)
    .default(1),
  limit: z.coerce
    .number()
    .int("limit must be an integer")
    .min(1, "limit must be at least 1")
    .max(100, "limit must be at most 100")
    .default(10),
  search: z
    .string()
    .trim()
    .max(100, "search is too long")
    .optional()
    .transform((value) => value || undefined),
  role: z.enum(ROLES, "Invalid role").optional(),
  status: z.enum(USER_STATUSES, "Invalid status").optional(),
});
export type ListUsersQuery = z.infer<typeof listUsersQuerySchema>;

export const approveUserSchema = z.object({
  role: z.enum(ASSIGNABLE_ROLES, "Role must be user or admin").default("user"),
});

export const changeRoleSchema = z.object({
  role: z.enum(ASSIGNABLE_ROLES, "Role must be user or admin"),
});

export const changeStatusSchema = z.object({
  status: z.enum(USER_STATUSES, "Status must be active, inactive or suspended"),
});

const optionalPassword = z
  .string()
  .max(128, "Password must be at most 128 characters long")
  .optional()
  .transform((value) => value || undefined);

export const updateProfileSchema = z
  .object({
    username: usernameSchema,
    email: emailSchema,
    currentPassword: optionalPassword,
    newPassword: optionalPassword
      .refine(
        (value) => value === undefined || value.length >= 8,
        "New password must be at least 8 characters long",
      )
      .refine((value) => value === undefined || isStrongEnough(value), PASSWORD_TOO_WEAK),
  })
  .refine((value) => !value.newPassword || !!value.currentPassword, {
    message: "Current password is required to change password",
    path: ["currentPassword"],
  });
export type UpdateProfileInput = z.infer<typeof updateProfileSchema>;

export const profileFormSchema = z
  .object({
    username: usernameSchema,
    email: emailSchema,
    currentPassword: z.string().max(128),
    newPassword: z.string().max(128),
    confirmPassword: z.string().max(128),
  })
  .refine((value) => !value.newPassword || value.newPassword.length >= 8, {
    message: "New password must be at least 8 characters long",
    path: ["newPassword"],
  })
  .refine(
    (value) =>
      !value.newPassword || value.newPassword.length < 8 || isStrongEnough(value.newPassword),
    {
      message: PASSWORD_TOO_WEAK,
      path: ["newPassword"],
    },
  )
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: "New passwords do not match",
    path: ["confirmPassword"],
  })
  .refine((value) => !value.newPassword || !!value.currentPassword, {
    message: "Current password is required to change password",
    path: ["currentPassword"],
  });
export type ProfileFormInput = z.infer<typeof profileFormSchema>;
