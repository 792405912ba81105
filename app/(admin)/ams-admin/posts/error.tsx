"use client";

import { ErrorPanel, type ErrorBoundaryProps } from "@/components/admin/error-panel-client";

export default function PostsError({ error, reset }: ErrorBoundaryProps) {
  return (
    <ErrorPanel
      title="Error Loading Posts"
      message="Failed to fetch content"
      error={error}
      reset={reset}
    />
  );
}
