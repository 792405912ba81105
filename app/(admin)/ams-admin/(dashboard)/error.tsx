"use client";

import { ErrorPanel } from "@/components/admin/error-panel-client";

export default function DashboardError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <ErrorPanel
      title="Error Loading Dashboard"
      message="Failed to fetch dashboard data"
      error={error}
      reset={reset}
    />
  );
}
