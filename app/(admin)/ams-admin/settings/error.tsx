"use client";

import { ErrorPanel } from "@/components/admin/error-panel-client";

export default function SettingsError({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  return (
    <ErrorPanel
      title="Error Loading Settings"
      message="Failed to load site settings"
      error={error}
      reset={reset}
    />
  );
}
