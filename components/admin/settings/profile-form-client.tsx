"use client";

import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { useRouter } from "next/navigation";
import { LoaderCircleIcon } from "lucide-react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { profileFormSchema, type ProfileFormInput } from "@/lib/validations/users";
import { callApi, ApiError, errorMessage } from "@/lib/api-client";
import { applyServerErrors } from "../apply-server-errors";
import { controlProps, FormField } from "../form-field";

type Profile = { username: string; email: string };

export function ProfileForm({ initial }: { initial: Profile }) {
  const router = useRouter();
  const form = useForm<ProfileFormInput>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: { ...initial, currentPassword: "", newPassword: "", confirmPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

  async function save(values: ProfileFormInput) {
    // The current password goes with a new password and with a new e-mail, which
    // receives reset links and so needs the same proof as the password itself.
    const emailChanges =
      values.email.trim().toLowerCase() !==
      (form.formState.defaultValues?.email ?? "").trim().toLowerCase();
    if (emailChanges && !values.currentPassword) {
      form.setError("currentPassword", { message: "Current password is required to change email" });
      return;
    }
    const body = {
      username: values.username,
      email: values.email,
      ...(values.newPassword || emailChanges ? { currentPassword: values.currentPassword } : {}),
      ...(values.newPassword ? { newPassword: values.newPassword } : {}),
    };
    try {
      await callApi("/api/settings/profile", { method: "PUT", body });
    } catch (error) {
      if (error instanceof ApiError)
        applyServerErrors(form.setError, error, [
          "username",
          "email",
          "currentPassword",
          "newPassword",
        ]);
      toast.error(errorMessage(error, "Failed to update profile"));
      return;
    }
    toast.success("Profile updated successfully");
    form.reset({ ...values, currentPassword: "", newPassword: "", confirmPassword: "" });
    try {
      const fresh = await callApi<Profile>("/api/settings/profile");
      form.reset({
        username: fresh.username,
        email: fresh.email,
        currentPassword: "",
        newPassword: "",
        confirmPassword: "",
      });
    } catch {
      toast.error("Failed to load profile");
    }
    // The header shows the username.
    router.refresh();
  }

  return (
    <form onSubmit={form.handleSubmit(save)} noValidate className="grid max-w-xl gap-4">
      <FormField id="profile-username" label="Username" error={errors.username?.message}>
        <Input
          autoComplete="username"
          {...controlProps("profile-username", errors.username?.message)}
          {...form.register("username")}
        />
      </FormField>
      <FormField id="profile-email" label="Email" error={errors.email?.message}>
        <Input
          type="email"
          autoComplete="email"
          {...controlProps("profile-email", errors.email?.message)}
          {...form.register("email")}
        />
      </FormField>
      <FormField
        id="profile-current-password"
        label="Current Password"
        hint="Needed to change your email or password."
        error={errors.currentPassword?.message}
      >
        <Input
          type="password"
          autoComplete="current-password"
          {...controlProps("profile-current-password", errors.currentPassword?.message, true)}
          {...form.register("currentPassword")}
        />
      </FormField>
      <fieldset className="border-border grid gap-4 rounded-xl border p-4">
        <legend className="px-1 text-sm font-semibold">Change password</legend>
        <p className="text-muted-foreground -mt-2 text-xs">
          Leave blank to keep your current password.
        </p>
        <FormField
          id="profile-new-password"
          label="New Password"
          error={errors.newPassword?.message}
        >
          <Input
            type="password"
            autoComplete="new-password"
            {...controlProps("profile-new-password", errors.newPassword?.message)}
            {...form.register("newPassword")}
          />
        </FormField>
        <FormField
          id="profile-confirm-password"
          label="Confirm New Password"
          error={errors.confirmPassword?.message}
        >
          <Input
            type="password"
            autoComplete="new-password"
            {...controlProps("profile-confirm-password", errors.confirmPassword?.message)}
            {...form.register("confirmPassword")}
          />
        </FormField>
      </fieldset>
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <LoaderCircleIcon aria-hidden="true" className="animate-spin" /> : null}
          {isSubmitting ? "Saving..." : "Save Profile"}
        </Button>
      </div>
    </form>
  );
}
