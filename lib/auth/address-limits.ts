import "server-only";
import { AppError } from "@/lib/errors/app-error";
import { hitRateLimit } from "@/lib/rate-limit";
import { getClientAddress } from "./client-address";

const MINUTE = 60_000;
/** Per-client-address limits of the public auth endpoints. */
export const ADDRESS_LIMITS = {
  register: { limit: 20, windowMs: 60 * MINUTE },
  "check-status": { limit: 30, windowMs: 15 * MINUTE },
  "forgot-password": { limit: 5, windowMs: 15 * MINUTE },
  "reset-password": { limit: 20, windowMs: 15 * MINUTE },
} as const;

export type LimitedAction = keyof typeof ADDRESS_LIMITS;

/** Counts the request against its address; 429 with Retry-After when the window is full. */
export async function limitByAddress(request: Request, action: LimitedAction): Promise<void> {
  const { limit, windowMs } = ADDRESS_LIMITS[action];
  const result = await hitRateLimit(`${action}:ip:${getClientAddress(request)}`, limit, windowMs);
  if (result.allowed) return;
  throw new AppError(429, "Too many requests. Please try again later.", {
    code: "RATE_LIMITED",
    headers: { "Retry-After": String(result.retryAfterSeconds) },
  });
}
