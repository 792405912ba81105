// Runs once when the server starts: a production server with a configuration that would make it
// unsafe stops here, with the reason, instead of serving requests.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { trustedProxyCount } = await import("@/lib/auth/client-address");
  trustedProxyCount();
}
