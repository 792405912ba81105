"use client";

import { useState } from "react";
import { preload as preloadResource } from "react-dom";
import Image, { getImageProps, type ImageProps } from "next/image";

import { PLACEHOLDER_THUMBNAIL } from "@/lib/youtube/embed";

type FallbackImageProps = Omit<ImageProps, "src" | "onError"> & {
  /** Sources to try in order; the local placeholder is always the last resort. */
  sources: ReadonlyArray<string | null | undefined>;
  /**
   * Preloads the image with high priority only where this media query matches (where it is on
   * the first screen); elsewhere it loads lazily, like any image further down.
   */
  preloadMedia?: string;
};

/**
 * next/image that walks down a list of sources when one fails (max-resolution → standard →
 * placeholder). Remote and data-URL images skip the optimizer: they are already sized by
 * their host, and the optimizer must not fetch outside hosts.
 */
export function FallbackImage({
  sources,
  alt,
  fetchPriority,
  preloadMedia,
  ...props
}: FallbackImageProps) {
  const list = dedupe([...sources, PLACEHOLDER_THUMBNAIL]);
  const [index, setIndex] = useState(0);
  const src = list[Math.min(index, list.length - 1)] ?? PLACEHOLDER_THUMBNAIL;
  const unoptimized = !src.startsWith("/");
  if (preloadMedia) preloadWhere(preloadMedia, { ...props, src, alt, unoptimized });
  return (
    <Image
      {...props}
      key={src}
      src={src}
      alt={alt}
      unoptimized={unoptimized}
      // A preloaded image is a page's largest paint: fetched ahead of the page's scripts.
      fetchPriority={fetchPriority ?? (props.preload ? "high" : undefined)}
      onError={() => setIndex((current) => Math.min(current + 1, list.length - 1))}
    />
  );
}

// next/image preloads for every screen; this is the same preload (the picture's own srcset, so
// the image finds it in the cache) limited to the screens that show it first.
function preloadWhere(media: string, imageProps: ImageProps) {
  const { props } = getImageProps(imageProps);
  preloadResource(props.src, {
    as: "image",
    imageSrcSet: props.srcSet,
    imageSizes: props.sizes,
    fetchPriority: "high",
    media,
  });
}

function dedupe(values: ReadonlyArray<string | null | undefined>): string[] {
  return [...new Set(values.filter((value): value is string => !!value))];
}
