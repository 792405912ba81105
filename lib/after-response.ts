import "server-only";
import { after } from "next/server";

/**
 * Runs work after the response has been sent (Next's after()), so the caller never waits for
 * it; failures are logged, as nobody is left to answer.
 */
export function afterResponse(label: string, task: () => Promise<unknown>): void {
  after(() =>
    task().catch((error: unknown) =>
      console.error(`[after] ${label} failed:`, error instanceof Error ? error.message : error),
    ),
  );
}
