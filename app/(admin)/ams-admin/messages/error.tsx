"use client";

import { ErrorPanel, type ErrorBoundaryProps } from "@/components/admin/error-panel-client";

export default function MessagesError({ error, reset }: ErrorBoundaryProps) {
  return (
    <ErrorPanel
      title="Error Loading Messages"
      message="Failed to fetch messages"
      error={error}
      reset={reset}
    />
  );
}
