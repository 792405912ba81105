"use client";

import { useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { loginSchema, type LoginInput } from "@/lib/validations/auth";
import { ApiError, callApi, validationText } from "@/lib/api-client";
import { AuthField, fieldAria } from "./auth-field";
import { AuthSubmitButton } from "./auth-submit-button";
import { FormMessage } from "./form-message";
import { PasswordInput } from "./password-input-client";
import { markSignedIn } from "./stored-auth";

/** Admin sign-in; `destination` is already checked to be a path on this site. */
export function LoginForm({ destination }: { destination: string }) {
  const router = useRouter();
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<LoginInput>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: "", password: "" },
  });
  const { errors, isSubmitting } = formState;

  async function onSubmit(values: LoginInput) {
    setError(null);
    try {
      const body = await callApi<{ sessionTimeout?: number }>("/api/auth/admin/login", {
        method: "POST",
        body: values,
      });
      markSignedIn(body.sessionTimeout);
      // Go after 100 ms; if the client router has not moved 500 ms later, load the page the plain way.
      await new Promise((resolve) => setTimeout(resolve, 100));
      router.replace(destination);
      router.refresh();
      setTimeout(() => {
        if (window.location.pathname === "/login") window.location.assign(destination);
      }, 500);
      await new Promise(() => undefined); // keep "Signing In..." until the page changes
    } catch (error) {
      setError(
        error instanceof ApiError
          ? (validationText(error) ?? (error.message || "Login failed"))
          : "An error occurred during login",
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
      <AuthField
        id="password"
        label="Password"
        error={errors.password?.message}
        extra={
          <Link
            href="/forgot-password"
            className="text-muted-foreground hover:text-foreground text-xs underline-offset-4 hover:underline"
          >
            Forgot Password
          </Link>
        }
      >
        <PasswordInput
          autoComplete="current-password"
          {...fieldAria("password", errors.password?.message)}
          {...register("password")}
        />
      </AuthField>
      <AuthSubmitButton pending={isSubmitting} pendingLabel="Signing In...">
        Sign In
      </AuthSubmitButton>
      <div className="text-muted-foreground flex items-center justify-center gap-2 text-sm">
        <span>No account yet?</span>
        <Button asChild variant="outline" size="sm">
          <Link href="/signup">Sign Up</Link>
        </Button>
      </div>
    </form>
  );
}
