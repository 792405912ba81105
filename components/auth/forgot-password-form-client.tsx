"use client";

import { useState } from "react";
import Link from "next/link";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Input } from "@/components/ui/input";
import { emailOnlySchema, type EmailOnlyInput } from "@/lib/validations/auth";
import { ApiError, callApi } from "@/lib/api-client";
import { AuthField, fieldAria } from "./auth-field";
import { AuthSubmitButton } from "./auth-submit-button";
import { FormMessage } from "./form-message";

const PENDING_MESSAGE =
  "Your account approval is still pending. Please wait for admin confirmation before requesting a password reset.";

/** The account status is checked first, so a pending or unknown account is told why instead of waiting for a mail. */
export function ForgotPasswordForm() {
  const [message, setMessage] = useState<{ kind: "error" | "success"; text: string } | null>(null);
  const { register, handleSubmit, formState, reset } = useForm<EmailOnlyInput>({
    resolver: zodResolver(emailOnlySchema),
    defaultValues: { email: "" },
  });
  const { errors, isSubmitting } = formState;

  async function onSubmit({ email }: EmailOnlyInput) {
    setMessage(null);
    // What the screen says when a step fails without a message of the server's.
    let failure = "Failed to check account status";
    try {
      const status = await callApi<{ status?: string }>("/api/auth/admin/check-status", {
        method: "POST",
        body: { email },
      });
      if (status.status === "notfound")
        return setMessage({ kind: "error", text: "Account not found" });
      if (status.status === "pending") return setMessage({ kind: "error", text: PENDING_MESSAGE });

      failure = "Failed to send reset email";
      await callApi("/api/auth/admin/forgot-password", { method: "POST", body: { email } });
      setMessage({
        kind: "success",
        text: "A password reset link has been sent to your email. Please check your inbox.",
      });
      reset({ email: "" });
    } catch (error) {
      setMessage({
        kind: "error",
        text:
          error instanceof ApiError
            ? error.message || failure
            : "An error occurred while processing your request",
      });
    }
  }

  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate className="grid gap-5">
      {message ? <FormMessage kind={message.kind}>{message.text}</FormMessage> : null}
      <AuthField id="email" label="Email" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          {...fieldAria("email", errors.email?.message)}
          {...register("email")}
        />
      </AuthField>
      <AuthSubmitButton pending={isSubmitting} pendingLabel="Checking Account...">
        Request Reset Link
      </AuthSubmitButton>
      <p className="text-muted-foreground text-center text-sm">
        Remembered it?{" "}
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
