"use client";

import {
  Controller,
  type Control,
  type FieldValues,
  type Path,
  type UseFormRegisterReturn,
} from "react-hook-form";
import { LoaderCircleIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import { CATEGORIES } from "@/lib/validations/categories";
import { controlProps, FormField } from "../form-field";

/** Category from the fixed list the public filters use. */
export function CategoryField<T extends FieldValues>({
  control,
  name,
  id,
  error,
}: {
  control: Control<T>;
  name: Path<T>;
  id: string;
  error?: string;
}) {
  return (
    <FormField id={id} label="Category" error={error}>
      <Controller
        control={control}
        name={name}
        render={({ field }) => (
          <Select value={field.value as string} onValueChange={field.onChange}>
            <SelectTrigger className="w-full" {...controlProps(id, error)} onBlur={field.onBlur}>
              <SelectValue placeholder="Select a category" />
            </SelectTrigger>
            <SelectContent>
              {CATEGORIES.map((category) => (
                <SelectItem key={category} value={category}>
                  {category}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        )}
      />
    </FormField>
  );
}

/** Comma-separated keywords; the shared schema trims them and drops empty entries. */
export function KeywordsField({
  id,
  error,
  registration,
}: {
  id: string;
  error?: string;
  registration: UseFormRegisterReturn;
}) {
  return (
    <FormField id={id} label="Keywords" error={error} hint="Separate keywords with commas.">
      <Input
        placeholder="brand, campaign, launch"
        {...controlProps(id, error, true)}
        {...registration}
      />
    </FormField>
  );
}

/** Public (shown on the site at once) or Draft (kept back). */
export function VisibilityField<T extends FieldValues>({
  control,
  name,
  idPrefix,
}: {
  control: Control<T>;
  name: Path<T>;
  idPrefix: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">Status</legend>
          <ChoiceRadios
            idPrefix={idPrefix}
            field={field}
            options={[
              { value: "public", label: "Public", hint: "Visible on the site" },
              { value: "draft", label: "Draft", hint: "Hidden from the site" },
            ]}
          />
        </fieldset>
      )}
    />
  );
}

type PublishTimeFieldProps<T extends FieldValues> = {
  control: Control<T>;
  modeName: Path<T>;
  idPrefix: string;
  timeZone: string;
  error?: string;
  timeRegistration: UseFormRegisterReturn;
};

/** "Publish now", or a date and time in the site's timezone (Site Settings) when it goes public. */
export function PublishTimeField<T extends FieldValues>({
  control,
  modeName,
  idPrefix,
  timeZone,
  error,
  timeRegistration,
}: PublishTimeFieldProps<T>) {
  const timeId = `${idPrefix}-at`;
  return (
    <Controller
      control={control}
      name={modeName}
      render={({ field }) => (
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">Publish</legend>
          <ChoiceRadios
            idPrefix={idPrefix}
            field={field}
            options={[
              { value: "now", label: "Publish now", hint: "On the site once saved" },
              { value: "scheduled", label: "Schedule", hint: "On the site at a set time" },
            ]}
          />
          {field.value === "scheduled" ? (
            <FormField
              id={timeId}
              label={`Date and time (${timeZone})`}
              error={error}
              hint="Until then only signed-in staff can see the post."
            >
              <Input
                type="datetime-local"
                className="w-fit"
                {...controlProps(timeId, error, true)}
                {...timeRegistration}
              />
            </FormField>
          ) : null}
        </fieldset>
      )}
    />
  );
}

type ChoiceField = {
  name: string;
  value: unknown;
  onChange: (value: string) => void;
  onBlur: () => void;
};

function ChoiceRadios({
  idPrefix,
  field,
  options,
}: {
  idPrefix: string;
  field: ChoiceField;
  options: Array<{ value: string; label: string; hint: string }>;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      {options.map((option) => (
        <label
          key={option.value}
          htmlFor={`${idPrefix}-${option.value}`}
          className="border-input has-checked:border-ring has-checked:bg-accent has-focus-visible:ring-ring/50 flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-focus-visible:ring-[3px]"
        >
          <input
            type="radio"
            id={`${idPrefix}-${option.value}`}
            name={field.name}
            value={option.value}
            checked={field.value === option.value}
            onChange={() => field.onChange(option.value)}
            onBlur={field.onBlur}
            className="accent-current"
          />
          <span className="font-medium">{option.label}</span>
          <span className="text-muted-foreground text-xs">{option.hint}</span>
        </label>
      ))}
    </div>
  );
}

/** Cancel and the submit button; the submit waits while the form saves or is `busy` otherwise. */
export function PostFormActions({
  pending,
  busy,
  onCancel,
  children,
}: {
  pending: boolean;
  busy: boolean;
  onCancel: () => void;
  children: React.ReactNode;
}) {
  return (
    <div className="flex justify-end gap-2 pt-2">
      <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
        Cancel
      </Button>
      <Button type="submit" disabled={pending || busy}>
        {pending ? <LoaderCircleIcon aria-hidden="true" className="animate-spin" /> : null}
        {children}
      </Button>
    </div>
  );
}
