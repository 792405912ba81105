"use client";

import { ErrorPanel } from "@/components/admin/error-panel-client";

export default function MessagesError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <ErrorPanel
      title="Error Loading Messages"
      message="Failed to fetch messages"
      error={error}
      reset={reset}
    />
  );
}
