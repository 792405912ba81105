"use client";

import { ErrorPanel, type ErrorBoundaryProps } from "@/components/admin/error-panel-client";

export default function ActivityError({ error, reset }: ErrorBoundaryProps) {
  return (
    <ErrorPanel
      title="Error Loading Activity"
      message="Failed to fetch the activity log"
      error={error}
      reset={reset}
    />
  );
}
