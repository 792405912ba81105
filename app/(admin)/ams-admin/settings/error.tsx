"use client";

import { ErrorPanel, type ErrorBoundaryProps } from "@/components/admin/error-panel-client";

export default function SettingsError({ error, reset }: ErrorBoundaryProps) {
  return (
    <ErrorPanel
      title="Error Loading Settings"
      message="Failed to load site settings"
      error={error}
      reset={reset}
    />
  );
}
