// Runs once when a server starts (`next start`, `next dev`, a serverless instance's cold start).
// A production server with an unsafe configuration stops here, with every problem listed,
// instead of serving pages with insecure cookies or a public session secret.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { stopOnUnsafeProductionConfig } = await import("@/lib/production-config");
  stopOnUnsafeProductionConfig();
}
