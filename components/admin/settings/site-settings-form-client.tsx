"use client";

import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { LoaderCircleIcon } from "lucide-react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { Switch } from "@/components/ui/switch";
import { Textarea } from "@/components/ui/textarea";
import type { SiteSettingsDto } from "@/lib/data/serializers";
import { TIMEZONES } from "@/lib/validations/settings";
import { callApi, ApiError, errorMessage } from "@/lib/api-client";
import { applyServerErrors } from "../apply-server-errors";
import { controlProps, FormField } from "../form-field";
import {
  siteSettingsFormSchema,
  toFormValues,
  type SiteSettingsFormInput,
  type SiteSettingsFormValues,
} from "./site-settings-schema";

const FIELDS = [
  "siteName",
  "siteDescription",
  "theme",
  "maxFileSize",
  "timezone",
  "highlightUrls",
] as const;

export function SiteSettingsForm({ initial }: { initial: SiteSettingsDto }) {
  const form = useForm<SiteSettingsFormInput, unknown, SiteSettingsFormValues>({
    resolver: zodResolver(siteSettingsFormSchema),
    defaultValues: toFormValues(initial),
  });
  const { errors, isSubmitting } = form.formState;

  async function save(values: SiteSettingsFormValues) {
    const body = { ...values, highlightUrls: values.highlightUrls.filter((url) => url !== "") };
    try {
      await callApi("/api/settings", { method: "PUT", body });
    } catch (error) {
      if (error instanceof ApiError) applyServerErrors(form.setError, error, FIELDS);
      toast.error(errorMessage(error, "Failed to update site settings"));
      return;
    }
    toast.success("Site settings updated successfully");
    try {
      form.reset(toFormValues(await callApi<SiteSettingsDto>("/api/settings")));
    } catch {
      toast.error("Failed to load site settings");
    }
  }

  const error = (name: (typeof FIELDS)[number]) => errors[name]?.message;

  return (
    <form onSubmit={form.handleSubmit(save)} noValidate className="grid max-w-2xl gap-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="site-name" label="Site Name" error={error("siteName")}>
          <Input {...controlProps("site-name", error("siteName"))} {...form.register("siteName")} />
        </FormField>
        <FormField id="site-theme" label="Theme" error={error("theme")}>
          <Controller
            control={form.control}
            name="theme"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger className="w-full" {...controlProps("site-theme", error("theme"))}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value="light">Light</SelectItem>
                  <SelectItem value="dark">Dark</SelectItem>
                </SelectContent>
              </Select>
            )}
          />
        </FormField>
      </div>
      <FormField id="site-description" label="Site Description" error={error("siteDescription")}>
        <Textarea
          rows={3}
          className="field-sizing-fixed min-h-0"
          {...controlProps("site-description", error("siteDescription"))}
          {...form.register("siteDescription")}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          id="site-max-file-size"
          label="Max File Size (MB)"
          error={error("maxFileSize")}
          hint="Between 1 and 100 MB."
        >
          <Input
            type="number"
            min={1}
            max={100}
            step={1}
            inputMode="numeric"
            {...controlProps("site-max-file-size", error("maxFileSize"), true)}
            {...form.register("maxFileSize", { valueAsNumber: true })}
          />
        </FormField>
        <FormField id="site-timezone" label="Timezone" error={error("timezone")}>
          <Controller
            control={form.control}
            name="timezone"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger
                  className="w-full"
                  {...controlProps("site-timezone", error("timezone"))}
                >
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {TIMEZONES.map((zone) => (
                    <SelectItem key={zone.value} value={zone.value}>
                      {zone.label}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </FormField>
      </div>
      <div className="border-border grid gap-3 rounded-xl border p-4">
        <SwitchRow
          form={form}
          name="emailNotifications"
          label="Email Notifications"
          description="Send an e-mail for each contact enquiry."
        />
        <SwitchRow
          form={form}
          name="autoApprove"
          label="Auto Approve Users"
          description="New registrations become users without review."
        />
      </div>
      <fieldset className="grid gap-3">
        <legend className="mb-2 text-sm font-semibold">Highlight Videos</legend>
        <p className="text-muted-foreground -mt-1 text-xs">
          Up to three YouTube links shown in Media Highlights on the home page.
        </p>
        {[0, 1, 2].map((index) => {
          const message = errors.highlightUrls?.[index]?.message;
          const id = `site-highlight-${index + 1}`;
          return (
            <FormField key={id} id={id} label={`Highlight Video URL ${index + 1}`} error={message}>
              <Input
                type="url"
                placeholder="https://www.youtube.com/watch?v=..."
                {...controlProps(id, message)}
                {...form.register(`highlightUrls.${index}`)}
              />
            </FormField>
          );
        })}
      </fieldset>
      <div>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? <LoaderCircleIcon aria-hidden="true" className="animate-spin" /> : null}
          {isSubmitting ? "Saving..." : "Save Settings"}
        </Button>
      </div>
    </form>
  );
}

type SwitchRowProps = {
  form: ReturnType<typeof useForm<SiteSettingsFormInput, unknown, SiteSettingsFormValues>>;
  name: "emailNotifications" | "autoApprove";
  label: string;
  description: string;
};

function SwitchRow({ form, name, label, description }: SwitchRowProps) {
  const id = `site-${name}`;
  return (
    <div className="flex items-center justify-between gap-4">
      <div>
        <label htmlFor={id} className="text-sm font-medium">
          {label}
        </label>
        <p id={`${id}-hint`} className="text-muted-foreground text-xs">
          {description}
        </p>
      </div>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <Switch
            id={id}
            checked={field.value}
            onCheckedChange={field.onChange}
            aria-describedby={`${id}-hint`}
          />
        )}
      />
    </div>
  );
}
