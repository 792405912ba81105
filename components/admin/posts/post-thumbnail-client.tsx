"use client";

import { useState } from "react";
import { ImageIcon } from "lucide-react";

import { cn } from "@/lib/utils";

/** A 16:9 image that falls back to a neutral placeholder when missing or broken, so a broken image never leaves a hole in the card. */
export function PostThumbnail({
  src,
  alt,
  className,
}: {
  src: string | null;
  alt: string;
  className?: string;
}) {
  const [broken, setBroken] = useState<string | null>(null);
  const usable = src && broken !== src ? src : null;
  return (
    <div className={cn("bg-muted relative aspect-video overflow-hidden", className)}>
      {usable ? (
        // Thumbnails come from YouTube, uploads or seed files: plain <img> keeps any origin working.
        // eslint-disable-next-line @next/next/no-img-element
        <img
          src={usable}
          alt={alt}
          loading="lazy"
          decoding="async"
          className="size-full object-cover"
          onError={() => setBroken(usable)}
        />
      ) : (
        <div
          role="img"
          aria-label={alt || "No image"}
          className="text-muted-foreground flex size-full items-center justify-center"
        >
          <ImageIcon aria-hidden="true" className="size-8" />
        </div>
      )}
    </div>
  );
}
