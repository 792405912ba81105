import { describe, expect, it } from "vitest";
import {
  generateStrongPassword,
  passwordStrength,
  scorePassword,
} from "@/lib/auth/password-strength";
import { registerSchema, resetPasswordFormSchema, signupFormSchema } from "@/lib/validations/auth";
import { profileFormSchema, updateProfileSchema } from "@/lib/validations/users";

describe("password strength", () => {
  it.each([
    ["", 0, "none"],
    ["abc", 1, "weak"], // lower
    ["abcdefgh", 2, "weak"], // 8+ and lower
    ["abcdefgh1", 3, "medium"],
    ["Abcdefgh1", 4, "medium"],
    ["Abcdefgh1!", 5, "strong"],
    ["abcdefghijkl", 3, "medium"], // 12+ gives 2 points, plus lower
    ["Abcdefghijk1!", 6, "strong"],
  ] as const)("%j scores %i (%s)", (password, score, label) => {
    expect(scorePassword(password)).toBe(score);
    expect(passwordStrength(password)).toBe(label);
  });

  it("generates 16 characters with every class, different each time", () => {
    const seen = new Set<string>();
    for (let i = 0; i < 50; i += 1) {
      const password = generateStrongPassword();
      expect(password).toHaveLength(16);
      expect(passwordStrength(password)).toBe("strong");
      seen.add(password);
    }
    expect(seen.size).toBe(50);
  });
});

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("shared form schemas give the spec's messages", () => {
  it.each([
    [
      signupFormSchema,
      {
        username: "someone",
        email: "a@b.co",
        password: "Str0ng!Pass",
        confirmPassword: "Other!Pass1",
      },
      "Passwords do not match",
    ],
    [
      registerSchema,
      { username: "someone", email: "a@b.co", password: "abcdefgh" },
      "Password is too weak. Please use a stronger password.",
    ],
    [
      resetPasswordFormSchema,
      { password: "12345", confirmPassword: "12345" },
      "Password must be at least 6 characters long",
    ],
    [
      resetPasswordFormSchema,
      { password: "Str0ng!Pass", confirmPassword: "Other!Pass1" },
      "Passwords do not match",
    ],
    [
      updateProfileSchema,
      { username: "someone", email: "a@b.co", newPassword: "New-pass-123" },
      "Current password is required to change password",
    ],
    [
      profileFormSchema,
      {
        username: "someone",
        email: "a@b.co",
        currentPassword: "x",
        newPassword: "New-pass-123",
        confirmPassword: "nope",
      },
      "New passwords do not match",
    ],
  ] as const)("%#: %s", (schema, input, message) => {
    expect(firstMessage(schema.safeParse(input))).toBe(message);
  });
});
