// A post's publish time, read the same way by the server, the public pages and the admin screens.

type Scheduled = { publishAt: string | null };

/** True while a post's publish time is still ahead: it is not public yet, whatever its status. */
export function isScheduled(item: Scheduled, now = Date.now()): boolean {
  return item.publishAt !== null && Date.parse(item.publishAt) > now;
}

/** The earliest publish time still ahead among these items, or null when none is. */
export function nextPublishTime(items: Scheduled[], now = Date.now()): number | null {
  let next: number | null = null;
  for (const item of items) {
    if (!isScheduled(item, now)) continue;
    const at = Date.parse(item.publishAt as string);
    if (next === null || at < next) next = at;
  }
  return next;
}
