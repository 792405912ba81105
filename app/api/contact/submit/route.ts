import { z } from "zod";
import { AppError } from "@/lib/errors/app-error";
import { apiRoute, readJson, jsonResponse } from "@/lib/api/route";
import { parseInput } from "@/lib/validations/parse-input";
import { getClientAddress } from "@/lib/auth/client-address";
import { submitContactMessage } from "@/lib/data/contact-messages";
import { hitRateLimit } from "@/lib/rate-limit";
import { contactSchema } from "@/lib/validations/contact";

const SUCCESS = {
  success: true,
  message: "Message sent successfully! We will get back to you soon.",
};
const LIMIT = 5;
const WINDOW_MS = 10 * 60 * 1000;

// POST /api/contact/submit - a visitor's message: stored and answered; the inbox is mailed after the answer
export const POST = apiRoute(async (request) => {
  const address = getClientAddress(request);
  const limit = await hitRateLimit(`contact:${address}`, LIMIT, WINDOW_MS);
  if (!limit.allowed) {
    throw new AppError(429, "Too many messages. Please try again later.", {
      headers: { "Retry-After": String(limit.retryAfterSeconds) },
    });
  }
  const body = await readJson(request, z.unknown(), 32_000);
  // Spam trap: people never see the `website` field, so a filled one is a bot. It gets the same
  // success answer as a person (so it learns nothing), and nothing is stored or sent.
  const trap = (body as { website?: unknown } | null)?.website;
  if (typeof trap === "string" && trap.trim() !== "") return jsonResponse(SUCCESS);
  const input = parseInput(contactSchema, body);
  await submitContactMessage(input, address);
  return jsonResponse(SUCCESS);
});
