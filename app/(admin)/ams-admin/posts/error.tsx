"use client";

import { ErrorPanel } from "@/components/admin/error-panel-client";

export default function PostsError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <ErrorPanel
      title="Error Loading Posts"
      message="Failed to fetch content"
      error={error}
      reset={reset}
    />
  );
}
