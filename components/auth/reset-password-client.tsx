"use client";

import { useEffect, useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { LinkIcon, LoaderCircleIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { resetPasswordFormSchema, type ResetPasswordFormInput } from "@/lib/validations/auth";
import { ApiError, callApi } from "@/lib/api-client";
import { AuthField, fieldAria } from "./auth-field";
import { AuthSubmitButton } from "./auth-submit-button";
import { FormMessage } from "./form-message";
import { PasswordInput } from "./password-input-client";

type LinkState = { kind: "verifying" } | { kind: "valid" } | { kind: "invalid"; message: string };
const LOGIN_REDIRECT_MS = 3_000;

/** Verifies the link on open, then takes the new password; success goes to /login after 3 s. */
export function ResetPasswordForm({ token }: { token: string }) {
  const router = useRouter();
  const [link, setLink] = useState<LinkState>({ kind: "verifying" });
  const [message, setMessage] = useState<{ kind: "error" | "success"; text: string } | null>(null);
  const { register, handleSubmit, formState } = useForm<ResetPasswordFormInput>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = formState;

  useEffect(() => {
    let active = true;
    callApi(`/api/auth/admin/verify-reset-token/${encodeURIComponent(token)}`)
      .then(() => active && setLink({ kind: "valid" }))
      .catch((error: unknown) => {
        if (!active) return;
        setLink({
          kind: "invalid",
          message:
            error instanceof ApiError
              ? error.message || "Invalid or expired reset link"
              : "Failed to verify reset link",
        });
      });
    return () => {
      active = false;
    };
  }, [token]);

  async function onSubmit({ password }: ResetPasswordFormInput) {
    setMessage(null);
    try {
      await callApi(`/api/auth/admin/reset-password/${encodeURIComponent(token)}`, {
        method: "POST",
        body: { password },
      });
      setMessage({ kind: "success", text: "Password reset successfully! Redirecting to login..." });
      setTimeout(() => router.replace("/login"), LOGIN_REDIRECT_MS);
    } catch (error) {
      setMessage({
        kind: "error",
        text:
          error instanceof ApiError
            ? error.message || "Failed to reset password"
            : "An error occurred while resetting password",
      });
    }
  }

  if (link.kind === "verifying") {
    return (
      <div
        className="text-muted-foreground grid justify-items-center gap-3 py-6 text-sm"
        role="status"
      >
        <LoaderCircleIcon aria-hidden="true" className="size-8 animate-spin" />
        Verifying reset link...
      </div>
    );
  }
  if (link.kind === "invalid") {
    return (
      <div className="grid justify-items-center gap-4 text-center">
        <LinkIcon aria-hidden="true" className="text-destructive size-10" />
        <h2 className="text-xl font-semibold">Invalid Reset Link</h2>
        <p className="text-muted-foreground text-sm" role="alert">
          {link.message}
        </p>
        <Button asChild variant="gradient">
          <Link href="/forgot-password">Request New Reset Link</Link>
        </Button>
        <Link
          href="/login"
          className="text-muted-foreground text-sm underline-offset-4 hover:underline"
        >
          Back to login
        </Link>
      </div>
    );
  }
  const done = message?.kind === "success";
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid gap-5">
      {message ? <FormMessage kind={message.kind}>{message.text}</FormMessage> : null}
      <AuthField id="password" label="New Password" error={errors.password?.message}>
        <PasswordInput
          autoComplete="new-password"
          disabled={done}
          {...fieldAria("password", errors.password?.message)}
          {...register("password")}
        />
      </AuthField>
      <AuthField
        id="confirmPassword"
        label="Confirm New Password"
        error={errors.confirmPassword?.message}
      >
        <PasswordInput
          autoComplete="new-password"
          disabled={done}
          {...fieldAria("confirmPassword", errors.confirmPassword?.message)}
          {...register("confirmPassword")}
        />
      </AuthField>
      <AuthSubmitButton pending={isSubmitting} pendingLabel="Resetting Password..." disabled={done}>
        Reset Password
      </AuthSubmitButton>
      <Link
        href="/login"
        className="text-muted-foreground text-center text-sm underline-offset-4 hover:underline"
      >
        Back to login
      </Link>
    </form>
  );
}
