"use client";

import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";

import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { CATEGORIES } from "@/lib/validations/categories";
import { controlProps, FormField } from "../form-field";
import { ImageUpload } from "./image-upload-client";
import {
  CategoryField,
  KeywordsField,
  PostFormActions,
  PublishTimeField,
  VisibilityField,
} from "./post-form-fields-client";
import {
  projectFormSchema,
  type ProjectFormInput,
  type ProjectFormValues,
} from "./post-form-schemas";
import type { AdminProject } from "./post-types";
import { publishAtForSave, publishTimeDefaults } from "./publish-time-form";
import { savePost } from "./save-post";

const FIELDS = ["title", "description", "client", "keywords", "category", "imageAlt"] as const;

type ProjectFormProps = {
  project?: AdminProject;
  timeZone: string;
  maxFileSizeMb: number;
  onSaved: () => void;
  onCancel: () => void;
};

export function ProjectForm({
  project,
  timeZone,
  maxFileSizeMb,
  onSaved,
  onCancel,
}: ProjectFormProps) {
  const form = useForm<ProjectFormInput, unknown, ProjectFormValues>({
    resolver: zodResolver(projectFormSchema),
    defaultValues: {
      title: project?.title ?? "",
      description: project?.description ?? "",
      client: project?.client ?? "",
      keywords: project?.keywords.join(", ") ?? "",
      category: (project?.category as ProjectFormInput["category"]) ?? CATEGORIES[0],
      visibility: project && project.status === "draft" ? "draft" : "public",
      ...publishTimeDefaults(project, timeZone),
      imageAlt: project?.imageAlt ?? "",
    },
  });
  const { errors, isSubmitting } = form.formState;
  const [image, setImage] = useState<string | null>(project?.image ?? null);
  const [uploading, setUploading] = useState(false);
  const imageAlt = useWatch({ control: form.control, name: "imageAlt" }) ?? "";
  const visibility = useWatch({ control: form.control, name: "visibility" });

  async function save(values: ProjectFormValues) {
    const schedule = publishAtForSave(values, timeZone);
    if ("error" in schedule) {
      form.setError("publishAtLocal", { message: schedule.error }, { shouldFocus: true });
      return;
    }
    const body = {
      title: values.title,
      description: values.description,
      client: values.client,
      keywords: values.keywords,
      category: values.category,
      status: values.visibility === "public" ? "published" : "draft",
      publishAt: schedule.publishAt,
      image,
      imageAlt: image ? values.imageAlt || null : null,
    };
    const saved = await savePost({
      type: "project",
      id: project?._id,
      body,
      setError: form.setError,
      fields: FIELDS,
    });
    if (saved) onSaved();
  }

  return (
    <form onSubmit={form.handleSubmit(save)} noValidate className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="project-title" label="Title" error={errors.title?.message}>
          <Input
            autoFocus
            {...controlProps("project-title", errors.title?.message)}
            {...form.register("title")}
          />
        </FormField>
        <FormField id="project-client" label="Client" error={errors.client?.message}>
          <Input
            {...controlProps("project-client", errors.client?.message)}
            {...form.register("client")}
          />
        </FormField>
      </div>
      <FormField id="project-description" label="Description" error={errors.description?.message}>
        <Textarea
          rows={4}
          className="field-sizing-fixed"
          {...controlProps("project-description", errors.description?.message)}
          {...form.register("description")}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <CategoryField
          control={form.control}
          name="category"
          id="project-category"
          error={errors.category?.message}
        />
        <KeywordsField
          id="project-keywords"
          error={errors.keywords?.message}
          registration={form.register("keywords")}
        />
      </div>
      <ImageUpload
        value={image}
        onChange={setImage}
        onBusyChange={setUploading}
        maxFileSizeMb={maxFileSizeMb}
        alt={imageAlt}
      />
      {image ? (
        <FormField
          id="project-image-alt"
          label="Image description (alt text)"
          error={errors.imageAlt?.message}
          hint="What the image shows, for screen readers."
        >
          <Input
            {...controlProps("project-image-alt", errors.imageAlt?.message, true)}
            {...form.register("imageAlt")}
          />
        </FormField>
      ) : null}
      <VisibilityField control={form.control} name="visibility" idPrefix="project-status" />
      {visibility === "public" ? (
        <PublishTimeField
          control={form.control}
          modeName="publishMode"
          idPrefix="project-publish"
          timeZone={timeZone}
          error={errors.publishAtLocal?.message}
          timeRegistration={form.register("publishAtLocal")}
        />
      ) : null}
      <PostFormActions pending={isSubmitting} busy={uploading} onCancel={onCancel}>
        {project ? "Save Changes" : "Add Project"}
      </PostFormActions>
    </form>
  );
}
