import type { CardDate } from "@/components/site/types";
import { formatDate } from "@/lib/format";

/** A card's date as the server writes it: the instant, and its label in the site's timezone. */
export function toCardDate(iso: string, timeZone: string): CardDate {
  return { dateIso: iso, dateLabel: formatDate(iso, timeZone, "medium") };
}
