"use client";

import { ErrorPanel, type ErrorBoundaryProps } from "@/components/admin/error-panel-client";

// Any portal section without its own error screen.
export default function AdminError({ error, reset }: ErrorBoundaryProps) {
  return (
    <ErrorPanel
      title="Something went wrong"
      message="This section could not be loaded."
      error={error}
      reset={reset}
    />
  );
}
