import { z } from "@/lib/validations/zod";

import { isScheduled } from "@/lib/publish-time";
import { instantToZonedTime, zonedTimeToInstant } from "@/lib/time-zone";

// The post forms' publish time: "Publish now", or a wall-clock time in the site's timezone that
// the browser turns into the instant the API stores.

export const publishTimeFields = {
  publishMode: z.enum(["now", "scheduled"]),
  publishAtLocal: z.string(),
};

type PublishTimeValues = {
  visibility: "public" | "draft";
  publishMode: "now" | "scheduled";
  publishAtLocal: string;
};

/** Refinement for the form schemas: a scheduled public post needs a well-formed date and time. */
export function requireScheduleTime(values: PublishTimeValues, context: z.RefinementCtx): void {
  if (
    values.visibility === "public" &&
    values.publishMode === "scheduled" &&
    !zonedTimeToInstant(values.publishAtLocal, "UTC")
  ) {
    context.addIssue({
      code: "custom",
      path: ["publishAtLocal"],
      message: "Choose a date and time",
    });
  }
}

/** The form's starting values: a post still scheduled shows its time in the site's timezone. */
export function publishTimeDefaults(
  post: { publishAt: string | null } | undefined,
  timeZone: string,
) {
  return post && post.publishAt && isScheduled(post)
    ? {
        publishMode: "scheduled" as const,
        publishAtLocal: instantToZonedTime(post.publishAt, timeZone),
      }
    : { publishMode: "now" as const, publishAtLocal: "" };
}

/**
 * The API's publishAt for these values: null to publish at once (and for drafts), an ISO
 * instant for a schedule; an error message when the time is not ahead.
 */
export function publishAtForSave(
  values: PublishTimeValues,
  timeZone: string,
  now = Date.now(),
): { publishAt: string | null } | { error: string } {
  if (values.visibility !== "public" || values.publishMode === "now") return { publishAt: null };
  const at = zonedTimeToInstant(values.publishAtLocal, timeZone);
  if (!at) return { error: "Choose a date and time" };
  if (at.getTime() <= now) return { error: "Choose a time in the future" };
  return { publishAt: at.toISOString() };
}
