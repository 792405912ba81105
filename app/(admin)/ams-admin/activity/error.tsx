"use client";

import { ErrorPanel } from "@/components/admin/error-panel-client";

export default function ActivityError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <ErrorPanel
      title="Error Loading Activity"
      message="Failed to fetch the activity log"
      error={error}
      reset={reset}
    />
  );
}
