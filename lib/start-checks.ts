import { trustedProxyCount } from "@/lib/auth/client-address";

/**
 * A production server whose configuration would make it unsafe stops here with the reason.
 * Throwing is not enough: `next start` then stays up and answers every request with a 500.
 */
export function runStartChecks(): void {
  try {
    trustedProxyCount();
  } catch (error) {
    console.error(`[config] ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
}
