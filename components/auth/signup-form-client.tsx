"use client";

import { useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { WandSparklesIcon } from "lucide-react";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { generateStrongPassword } from "@/lib/auth/password-strength";
import { signupFormSchema, type SignupFormInput } from "@/lib/validations/auth";
import { ApiError, callApi, validationText } from "@/lib/api-client";
import { AuthField, fieldAria } from "./auth-field";
import { AuthSubmitButton } from "./auth-submit-button";
import { FormMessage } from "./form-message";
import { PasswordInput } from "./password-input-client";
import { PasswordStrengthMeter } from "./password-strength-client";
import { storePendingSession } from "./stored-auth";

export function SignupForm() {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const [showPasswords, setShowPasswords] = useState(false);
  const { register, handleSubmit, formState, setValue, control } = useForm<SignupFormInput>({
    resolver: zodResolver(signupFormSchema),
    defaultValues: { username: "", email: "", password: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = formState;
  const password = useWatch({ control, name: "password" });

  function generate() {
    const generated = generateStrongPassword(16);
    setValue("password", generated, { shouldValidate: true, shouldDirty: true });
    setValue("confirmPassword", generated, { shouldValidate: true, shouldDirty: true });
    setShowPasswords(true);
  }

  async function onSubmit({ username, email, password: chosen }: SignupFormInput) {
    setError(null);
    try {
      const body = await callApi<{
        message?: string;
        pendingSessionToken?: string;
        approved?: boolean;
      }>("/api/auth/admin/register", {
        method: "POST",
        body: { username, email, password: chosen },
      });
      if (body.approved) {
        toast.success(body.message ?? "Registration successful. You can now sign in.");
        router.push("/login");
        return;
      }
      if (body.pendingSessionToken) storePendingSession(body.pendingSessionToken);
      else console.warn("Registration answered without a pendingSessionToken");
      router.push("/pending-approval");
    } catch (error) {
      setError(
        error instanceof ApiError
          ? (validationText(error) ?? (error.message || "Registration failed"))
          : "An error occurred during registration",
      );
    }
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid gap-5">
      {error ? <FormMessage kind="error">{error}</FormMessage> : null}
      <AuthField id="username" label="Username" error={errors.username?.message}>
        <Input
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...fieldAria("username", errors.username?.message)}
          {...register("username")}
        />
      </AuthField>
      <AuthField id="email" label="Email" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          {...fieldAria("email", errors.email?.message)}
          {...register("email")}
        />
      </AuthField>
      <AuthField
        id="password"
        label="Password"
        error={errors.password?.message}
        extra={
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={generate}
            className="h-7 text-xs"
          >
            <WandSparklesIcon aria-hidden="true" /> Generate Strong Password
          </Button>
        }
      >
        <PasswordInput
          autoComplete="new-password"
          minLength={8}
          visible={showPasswords}
          onVisibleChange={setShowPasswords}
          {...fieldAria("password", errors.password?.message)}
          {...register("password")}
        />
        <PasswordStrengthMeter password={password} />
      </AuthField>
      <AuthField
        id="confirmPassword"
        label="Confirm Password"
        error={errors.confirmPassword?.message}
      >
        <PasswordInput
          autoComplete="new-password"
          visible={showPasswords}
          onVisibleChange={setShowPasswords}
          {...fieldAria("confirmPassword", errors.confirmPassword?.message)}
          {...register("confirmPassword")}
        />
      </AuthField>
      <AuthSubmitButton pending={isSubmitting} pendingLabel="Creating Account...">
        Create Account
      </AuthSubmitButton>
      <p className="text-muted-foreground text-center text-sm">
        Already have an account?{" "}
        <Link
          href="/login"
          className="text-foreground font-medium underline-offset-4 hover:underline"
        >
          Sign In
        </Link>
      </p>
    </form>
  );
}
