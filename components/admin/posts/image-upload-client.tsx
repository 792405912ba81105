"use client";

import { useEffect, useId, useRef, useState } from "react";
import { ImageUpIcon, LoaderCircleIcon, XIcon } from "lucide-react";

import { Button } from "@/components/ui/button";
import { callApi, errorMessage } from "@/lib/api-client";
import { PostThumbnail } from "./post-thumbnail-client";

type ImageUploadProps = {
  value: string | null;
  onChange: (url: string | null) => void;
  onBusyChange: (busy: boolean) => void;
  maxFileSizeMb: number;
  alt: string;
};

/** Picks an image, checks it against Max File Size, uploads it (POST /api/media) and previews it. */
export function ImageUpload({
  value,
  onChange,
  onBusyChange,
  maxFileSizeMb,
  alt,
}: ImageUploadProps) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Object URLs hold memory until revoked.
  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  async function upload(file: File) {
    setError(null);
    if (!file.type.startsWith("image/")) {
      setError("Please choose an image file.");
      return;
    }
    if (file.size > maxFileSizeMb * 1024 * 1024) {
      setError(`Image is larger than the ${maxFileSizeMb} MB limit`);
      return;
    }
    setPreview(URL.createObjectURL(file));
    setBusy(true);
    onBusyChange(true);
    try {
      const body = new FormData();
      body.append("file", file);
      const media = await callApi<{ _id: string; url: string }>("/api/media", {
        method: "POST",
        body,
      });
      onChange(media.url);
    } catch (uploadError) {
      setPreview(null);
      setError(errorMessage(uploadError, "Failed to upload image"));
    } finally {
      setBusy(false);
      onBusyChange(false);
      if (inputRef.current) inputRef.current.value = "";
    }
  }

  const shown = preview ?? value;
  const errorId = `${inputId}-error`;
  return (
    <div className="grid gap-2">
      <span className="text-sm font-medium" id={`${inputId}-label`}>
        Image
      </span>
      {shown ? (
        <PostThumbnail
          src={shown}
          alt={alt || "Project image preview"}
          className="max-w-xs rounded-lg"
        />
      ) : null}
      <div className="flex flex-wrap items-center gap-2">
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept="image/*"
          className="sr-only"
          aria-labelledby={`${inputId}-label ${inputId}-button`}
          aria-describedby={error ? errorId : `${inputId}-hint`}
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void upload(file);
          }}
          disabled={busy}
        />
        <Button
          type="button"
          variant="outline"
          size="sm"
          id={`${inputId}-button`}
          onClick={() => inputRef.current?.click()}
          disabled={busy}
        >
          {busy ? (
            <LoaderCircleIcon aria-hidden="true" className="animate-spin" />
          ) : (
            <ImageUpIcon aria-hidden="true" />
          )}
          {busy ? "Uploading..." : shown ? "Replace Image" : "Upload Image"}
        </Button>
        {shown && !busy ? (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => {
              setPreview(null);
              onChange(null);
            }}
          >
            <XIcon aria-hidden="true" />
            Remove
          </Button>
        ) : null}
      </div>
      {error ? (
        <p id={errorId} role="alert" className="text-destructive text-xs font-medium">
          {error}
        </p>
      ) : (
        <p id={`${inputId}-hint`} className="text-muted-foreground text-xs">
          JPEG, PNG, WebP or GIF up to {maxFileSizeMb} MB. Without an image the site shows a
          placeholder.
        </p>
      )}
    </div>
  );
}
