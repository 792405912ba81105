import { z } from "./zod";
import { passwordStrength } from "@/lib/auth/password-strength";

// Shared by the auth screens (react-hook-form) and the /api/auth/admin handlers.
export const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;

export const usernameSchema = z
  .string({ error: "Username is required" })
  .trim()
  .min(3, "Username must be at least 3 characters long")
  .max(30, "Username must be at most 30 characters long")
  .regex(
    USERNAME_PATTERN,
    "Username may contain letters, digits, dots, dashes and underscores only",
  );

export const emailSchema = z
  .string({ error: "Email is required" })
  .trim()
  .min(1, "Email is required")
  .max(254, "Email is too long")
  .pipe(z.email("Please enter a valid email address"));

/** Registration's strength rule, also applied to every new password (reset, profile, first superadmin). */
export const PASSWORD_TOO_WEAK = "Password is too weak. Please use a stronger password.";
export const isStrongEnough = (password: string) => passwordStrength(password) !== "weak";

export const newPasswordSchema = z
  .string({ error: "Password is required" })
  .min(8, "Password must be at least 8 characters long")
  .max(128, "Password must be at most 128 characters long")
  .refine(isStrongEnough, PASSWORD_TOO_WEAK);

export const loginSchema = z.object({
  username: z
    .string({ error: "Username is required" })
    .trim()
    .min(1, "Username is required")
    .max(254, "Username is too long"),
  password: z
    .string({ error: "Password is required" })
    .min(1, "Password is required")
    .max(256, "Password is too long"),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const registerSchema = z.object({
  username: usernameSchema,
  email: emailSchema,
  password: newPasswordSchema,
});
export type RegisterInput = z.infer<typeof registerSchema>;

export const signupFormSchema = registerSchema
  .extend({ confirmPassword: z.string() })
  .refine((value) => value.password === value.confirmPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
  });
export type SignupFormInput = z.infer<typeof signupFormSchema>;

export const emailOnlySchema = z.object({ email: emailSchema });
export type EmailOnlyInput = z.infer<typeof emailOnlySchema>;

export const resetPasswordSchema = z.object({
  password: z
    .string({ error: "Password is required" })
    .min(6, "Password must be at least 6 characters long")
    .max(128, "Password must be at most 128 characters long")
    // A reset is how a stolen account is taken back: a weak new password would give it away again.
    .refine(isStrongEnough, PASSWORD_TOO_WEAK),
});

export const resetPasswordFormSchema = resetPasswordSchema
  .extend({ confirmPassword: z.string() })
  .refine((value) => value.password === value.confirmPassword, {
    message: "Passwords do not match",
    path: ["confirmPassword"],
  });
export type ResetPasswordFormInput = z.infer<typeof resetPasswordFormSchema>;
