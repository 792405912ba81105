"use client";

import { ErrorPanel, type ErrorBoundaryProps } from "@/components/admin/error-panel-client";

export default function UsersError({ error, reset }: ErrorBoundaryProps) {
  return (
    <ErrorPanel
      title="Error Loading Users"
      message="Failed to fetch users"
      error={error}
      reset={reset}
    />
  );
}
