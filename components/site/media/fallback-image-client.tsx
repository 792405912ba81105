"use client";

import { useState } from "react";
import Image, { type ImageProps } from "next/image";

import { PLACEHOLDER_THUMBNAIL } from "@/lib/youtube/embed";

type FallbackImageProps = Omit<ImageProps, "src" | "onError"> & {
  /** Sources to try in order; the local placeholder is always the last resort. */
  sources: ReadonlyArray<string | null | undefined>;
};

/**
 * next/image that walks down a list of sources when one fails (max-resolution → standard →
 * placeholder). Remote and data-URL images skip the optimizer: they are already sized by
 * their host, and the optimizer must not fetch outside hosts.
 */
export function FallbackImage({ sources, alt, fetchPriority, ...props }: FallbackImageProps) {
  const list = dedupe([...sources, PLACEHOLDER_THUMBNAIL]);
  const [index, setIndex] = useState(0);
  const src = list[Math.min(index, list.length - 1)] ?? PLACEHOLDER_THUMBNAIL;
  return (
    <Image
      {...props}
      key={src}
      src={src}
      alt={alt}
      unoptimized={!src.startsWith("/")}
      // A preloaded image is a page's largest paint: fetched ahead of the page's scripts.
      fetchPriority={fetchPriority ?? (props.preload ? "high" : undefined)}
      onError={() => setIndex((current) => Math.min(current + 1, list.length - 1))}
    />
  );
}

function dedupe(values: ReadonlyArray<string | null | undefined>): string[] {
  return [...new Set(values.filter((value): value is string => !!value))];
}
