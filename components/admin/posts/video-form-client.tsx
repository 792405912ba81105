"use client";

import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";

import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { isSafeImageUrl } from "@/lib/validations/content-fields";
import { CATEGORIES } from "@/lib/validations/categories";
import { controlProps, FormField } from "../form-field";
import {
  CategoryField,
  KeywordsField,
  PostFormActions,
  PublishTimeField,
  VisibilityField,
} from "./post-form-fields-client";
import { videoFormSchema, type VideoFormInput, type VideoFormValues } from "./post-form-schemas";
import type { AdminVideo } from "./post-types";
import { publishAtForSave, publishTimeDefaults } from "./publish-time-form";
import { savePost } from "./save-post";
import { PostThumbnail } from "./post-thumbnail-client";
import { useYouTubeAutofill } from "./youtube-autofill";
import { useYouTubeFigures } from "./youtube-figures-context";

const FIELDS = [
  "url",
  "title",
  "description",
  "keywords",
  "category",
  "views",
  "duration",
] as const;

type VideoFormProps = {
  video?: AdminVideo;
  timeZone: string;
  onSaved: () => void;
  onCancel: () => void;
};

export function VideoForm({ video, timeZone, onSaved, onCancel }: VideoFormProps) {
  const initialUrl = video?.url ?? "";
  const figuresFromYouTube = useYouTubeFigures();
  const form = useForm<VideoFormInput, unknown, VideoFormValues>({
    resolver: zodResolver(videoFormSchema),
    defaultValues: {
      url: initialUrl,
      title: video?.title ?? "",
      description: video?.description ?? "",
      keywords: video?.keywords.join(", ") ?? "",
      category: (video?.category as VideoFormInput["category"]) ?? CATEGORIES[0],
      visibility: video && video.status === "draft" ? "draft" : "public",
      ...publishTimeDefaults(video, timeZone),
      views: video ? String(video.views) : "",
      duration: video && video.duration !== "0:00" ? video.duration : "",
    },
  });
  const { errors, isSubmitting } = form.formState;
  const [thumbnail, setThumbnail] = useState<string | null>(video?.thumbnail ?? null);
  const url = useWatch({ control: form.control, name: "url" }) ?? "";
  const visibility = useWatch({ control: form.control, name: "visibility" });

  const lookup = useYouTubeAutofill(url, initialUrl, (details) => {
    // Fill what the editor has not typed themselves.
    for (const name of ["title", "description"] as const) {
      const value = details[name];
      if (value && (!form.getFieldState(name).isDirty || !form.getValues(name))) {
        form.setValue(name, value, { shouldValidate: true });
      }
    }
    setThumbnail(details.thumbnail);
  });

  async function save(values: VideoFormValues) {
    const schedule = publishAtForSave(values, timeZone);
    if ("error" in schedule) {
      form.setError("publishAtLocal", { message: schedule.error }, { shouldFocus: true });
      return;
    }
    const urlChanged = values.url !== initialUrl.trim();
    const body = {
      url: values.url,
      title: values.title,
      description: values.description,
      keywords: values.keywords,
      category: values.category,
      status: values.visibility === "public" ? "active" : "draft",
      publishAt: schedule.publishAt,
      ...(figuresFromYouTube ? {} : { views: values.views, duration: values.duration }),
      // The API takes https or site-relative thumbnails; anything else is left for the server
      // to fill from the same YouTube metadata (null clears the old one when the URL changed).
      ...(thumbnail && isSafeImageUrl(thumbnail)
        ? { thumbnail }
        : urlChanged && video
          ? { thumbnail: null }
          : {}),
    };
    const saved = await savePost({
      type: "video",
      id: video?._id,
      body,
      setError: form.setError,
      fields: FIELDS,
    });
    if (saved) onSaved();
  }

  return (
    <form onSubmit={form.handleSubmit(save)} noValidate className="grid gap-4">
      <FormField
        id="video-url"
        label="YouTube URL"
        error={errors.url?.message}
        hint={<LookupHint state={lookup} />}
      >
        <Input
          type="url"
          placeholder="https://www.youtube.com/watch?v=..."
          autoFocus
          {...controlProps("video-url", errors.url?.message, true)}
          {...form.register("url")}
        />
      </FormField>
      {thumbnail ? (
        <PostThumbnail
          src={thumbnail}
          alt="Video thumbnail preview"
          className="max-w-xs rounded-lg"
        />
      ) : null}
      <FormField id="video-title" label="Title" error={errors.title?.message}>
        <Input
          {...controlProps("video-title", errors.title?.message)}
          {...form.register("title")}
        />
      </FormField>
      <FormField id="video-description" label="Description" error={errors.description?.message}>
        <Textarea
          rows={4}
          className="field-sizing-fixed"
          {...controlProps("video-description", errors.description?.message)}
          {...form.register("description")}
        />
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <CategoryField
          control={form.control}
          name="category"
          id="video-category"
          error={errors.category?.message}
        />
        <KeywordsField
          id="video-keywords"
          error={errors.keywords?.message}
          registration={form.register("keywords")}
        />
      </div>
      {figuresFromYouTube ? null : (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField
            id="video-views"
            label="Views"
            error={errors.views?.message}
            hint="YouTube's view count; it is not looked up without an API key."
          >
            <Input
              inputMode="numeric"
              placeholder="0"
              {...controlProps("video-views", errors.views?.message, true)}
              {...form.register("views")}
            />
          </FormField>
          <FormField
            id="video-duration"
            label="Duration"
            error={errors.duration?.message}
            hint="Like 4:05 or 1:02:03."
          >
            <Input
              placeholder="0:00"
              {...controlProps("video-duration", errors.duration?.message, true)}
              {...form.register("duration")}
            />
          </FormField>
        </div>
      )}
      <VisibilityField control={form.control} name="visibility" idPrefix="video-status" />
      {visibility === "public" ? (
        <PublishTimeField
          control={form.control}
          modeName="publishMode"
          idPrefix="video-publish"
          timeZone={timeZone}
          error={errors.publishAtLocal?.message}
          timeRegistration={form.register("publishAtLocal")}
        />
      ) : null}
      <PostFormActions pending={isSubmitting} busy={lookup === "loading"} onCancel={onCancel}>
        {video ? "Save Changes" : "Add Video"}
      </PostFormActions>
    </form>
  );
}

function LookupHint({ state }: { state: ReturnType<typeof useYouTubeAutofill> }) {
  const text = {
    idle: "Title, description and thumbnail are filled in from YouTube.",
    loading: "Fetching video details...",
    done: "Details filled in from YouTube.",
    failed: "Could not fetch the video details; fill them in yourself.",
  }[state];
  return <span aria-live="polite">{text}</span>;
}
