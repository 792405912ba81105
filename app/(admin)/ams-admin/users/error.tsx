"use client";

import { ErrorPanel } from "@/components/admin/error-panel-client";

export default function UsersError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <ErrorPanel
      title="Error Loading Users"
      message="Failed to fetch users"
      error={error}
      reset={reset}
    />
  );
}
