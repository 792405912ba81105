import { EyeIcon, FolderKanbanIcon, UsersIcon, VideoIcon, type LucideIcon } from "lucide-react";

import { formatViews } from "@/lib/format";

type Totals = {
  totalVideos: number;
  totalProjects: number;
  totalViews: number;
  totalUsers: number;
};

// The change figures are fixed marketing copy, not computed (there is no history to compute them from).
const CARDS: { key: keyof Totals; label: string; change: string; icon: LucideIcon }[] = [
  { key: "totalVideos", label: "Total Videos", change: "+12%", icon: VideoIcon },
  { key: "totalProjects", label: "Total Projects", change: "+8%", icon: FolderKanbanIcon },
  { key: "totalViews", label: "Total Views", change: "+24%", icon: EyeIcon },
  { key: "totalUsers", label: "Total Users", change: "+5%", icon: UsersIcon },
];

export function StatCards({ totals }: { totals: Totals }) {
  return (
    <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      {CARDS.map(({ key, label, change, icon: Icon }) => (
        <li
          key={key}
          className="border-border bg-card rounded-xl border p-4"
          data-testid={`stat-${key}`}
        >
          <div className="flex items-center justify-between gap-2">
            <p className="text-muted-foreground text-sm">{label}</p>
            <Icon aria-hidden="true" className="text-muted-foreground size-4" />
          </div>
          <p
            className="mt-2 font-mono text-2xl font-semibold tabular-nums"
            title={totals[key].toLocaleString("en-US")}
          >
            {key === "totalViews" ? formatViews(totals[key]) : totals[key].toLocaleString("en-US")}
          </p>
          <p className="mt-1 text-xs text-emerald-700 dark:text-emerald-300">
            {change} <span className="text-muted-foreground">from last month</span>
          </p>
        </li>
      ))}
    </ul>
  );
}
