"use client";

import { useEffect, useTransition } from "react";
import { useRouter } from "next/navigation";
import { LoaderCircleIcon, TriangleAlertIcon } from "lucide-react";

import { Button } from "@/components/ui/button";

/** What Next passes to a route's error.tsx. */
export type ErrorBoundaryProps = {
  error: Error & { digest?: string };
  reset: () => void;
};

type ErrorPanelProps = ErrorBoundaryProps & { title: string; message: string };

/** The body of an error.tsx: the screen's title and message, and Try Again that re-fetches. */
export function ErrorPanel({ title, message, error, reset }: ErrorPanelProps) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();

  useEffect(() => {
    console.error(error);
  }, [error]);

  // A server error needs a fresh render from the server, not only a client re-render.
  function retry() {
    startTransition(() => {
      router.refresh();
      reset();
    });
  }

  return (
    <div
      role="alert"
      className="mx-auto flex max-w-md flex-col items-center gap-3 py-16 text-center"
    >
      <TriangleAlertIcon aria-hidden="true" className="text-destructive size-10" />
      <h2 className="text-xl font-semibold">{title}</h2>
      <p className="text-muted-foreground text-sm">{message}</p>
      <Button type="button" onClick={retry} disabled={pending}>
        {pending ? <LoaderCircleIcon aria-hidden="true" className="animate-spin" /> : null}
        Try Again
      </Button>
    </div>
  );
}
