import "server-only";
import { after } from "next/server";

/**
 * Runs work after the response has been sent (Next's after()), so the caller never waits for
 * it; failures are logged, as nobody is left to answer. Outside a request (scripts, a handler
 * called directly) there is no response to send first: the work runs at once and is awaited.
 */
export async function afterResponse(label: string, task: () => Promise<unknown>): Promise<void> {
  const run = () =>
    task().catch((error: unknown) => console.error(`[after] ${label} failed:`, error instanceof Error ? error.message : error));
  try {
    after(run);
  } catch (error) {
    if (!(error instanceof Error && error.message.includes("outside a request scope"))) throw error;
    await run();
  }
}
