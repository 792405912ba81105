"use client";

import { ErrorPanel, type ErrorBoundaryProps } from "@/components/admin/error-panel-client";

export default function DashboardError({ error, reset }: ErrorBoundaryProps) {
  return (
    <ErrorPanel
      title="Error Loading Dashboard"
      message="Failed to fetch dashboard data"
      error={error}
      reset={reset}
    />
  );
}
