import Link from "next/link";
import { FolderKanbanIcon, SettingsIcon, UserIcon, VideoIcon, type LucideIcon } from "lucide-react";

import { capitalize, formatRelativeTime } from "@/lib/format";

export type RecentActivityEntry = {
  type: string;
  title: string;
  action?: string;
  actor?: string | null;
  time: string;
};

// Shown only while the log is still empty, and labelled as samples so nobody takes them for real.
const SAMPLE_ENTRIES: { type: string; title: string; time: string }[] = [
  { type: "video", title: "New video uploaded", time: "2 hours ago" },
  { type: "project", title: "Project updated", time: "5 hours ago" },
  { type: "user", title: "New user registered", time: "1 day ago" },
];

const ICONS: Record<string, LucideIcon> = {
  video: VideoIcon,
  project: FolderKanbanIcon,
  user: UserIcon,
  settings: SettingsIcon,
};

/** The log's latest entries; `logHref` links to the full Activity view for those who may see it. */
export function RecentActivity({
  entries,
  logHref,
}: {
  entries: RecentActivityEntry[];
  logHref?: string;
}) {
  const rows =
    entries.length > 0
      ? entries.map((entry, index) => ({
          key: `${entry.time}-${index}`,
          type: entry.type,
          title: describe(entry),
          time: formatRelativeTime(entry.time),
          dateTime: entry.time,
        }))
      : SAMPLE_ENTRIES.map((entry, index) => ({
          key: `sample-${index}`,
          ...entry,
          dateTime: undefined,
        }));

  return (
    <section
      aria-labelledby="recent-activity"
      className="border-border bg-card rounded-xl border p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <h2 id="recent-activity" className="text-lg font-semibold">
          Recent Activity
        </h2>
        {logHref ? (
          <Link
            href={logHref}
            className="text-brand-text text-sm underline-offset-4 hover:underline"
          >
            View all activity
          </Link>
        ) : null}
      </div>
      {entries.length === 0 ? (
        <p className="text-muted-foreground mt-1 text-xs">
          Sample entries: nothing has been logged yet.
        </p>
      ) : null}
      <ul className="divide-border mt-3 divide-y">
        {rows.map((row) => {
          const Icon = ICONS[row.type] ?? VideoIcon;
          return (
            <li key={row.key} className="flex items-center gap-3 py-2.5">
              <span className="bg-muted flex size-8 shrink-0 items-center justify-center rounded-full">
                <Icon aria-hidden="true" className="size-4" />
              </span>
              <span className="min-w-0 flex-1 truncate text-sm">{row.title}</span>
              {row.dateTime ? (
                <time dateTime={row.dateTime} className="text-muted-foreground shrink-0 text-xs">
                  {row.time}
                </time>
              ) : (
                <span className="text-muted-foreground shrink-0 text-xs">{row.time}</span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function describe(entry: RecentActivityEntry): string {
  const what = entry.action
    ? `${capitalize(entry.type)} ${entry.action}: ${entry.title}`
    : entry.title;
  return entry.actor ? `${what} (by ${entry.actor})` : what;
}
