import "server-only";
import { createHash, timingSafeEqual } from "node:crypto";
import { AppError } from "@/lib/errors/app-error";
import { getEnv } from "@/lib/env";

/**
 * Guard of the scheduled-jobs endpoint: the caller (a host's cron, a crontab's curl) must send
 * `Authorization: Bearer <CRON_SECRET>`. Without CRON_SECRET nobody may call it, so a server
 * never runs jobs for anonymous callers by default.
 */
export function requireCronSecret(request: Request): void {
  const secret = getEnv().CRON_SECRET;
  if (!secret) throw new AppError(401, "Scheduled jobs are disabled: CRON_SECRET is not set");
  const header = request.headers.get("authorization") ?? "";
  const token = header.startsWith("Bearer ") ? header.slice("Bearer ".length) : "";
  if (!sameSecret(token, secret)) throw new AppError(401, "Unauthorized");
}

// Compares digests, so neither the length nor the content leaks through timing.
function sameSecret(given: string, expected: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
