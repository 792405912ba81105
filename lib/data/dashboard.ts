import "server-only";
import { getDb } from "@/lib/db/client";
import { listRecentActivity } from "./activity";

export type DashboardDto = {
  totalVideos: number;
  totalProjects: number;
  totalUsers: number;
  totalViews: number;
  pendingUsers: number;
  recentActivity: { type: string; title: string; time: string; action: string; actor: string | null }[];
  analytics: { weeks: { week: string; published: number; messages: number }[] };
};

const WEEKS = 8;
const DAY_MS = 86_400_000;

/** Totals over every row (all statuses), the activity log, and the last eight weeks' counts. */
export async function getDashboard(): Promise<DashboardDto> {
  const db = await getDb();
  const weekStarts = lastWeekStarts(new Date(), WEEKS);
  const since = weekStarts[0]!;
  const [totalVideos, totalProjects, totalUsers, pendingUsers, views, activity, projects, videos, messages] =
    await Promise.all([
      db.video.count(),
      db.project.count(),
      db.user.count(),
      db.user.count({ where: { role: "pending" } }),
      db.video.aggregate({ _sum: { views: true } }),
      listRecentActivity(10),
      db.project.findMany({ where: { status: "published", createdAt: { gte: since } }, select: { createdAt: true } }),
      db.video.findMany({ where: { status: "active", createdAt: { gte: since } }, select: { createdAt: true } }),
      db.contactMessage.findMany({ where: { createdAt: { gte: since } }, select: { createdAt: true } }),
    ]);
  const weekOf = (date: Date) => weekStarts.findLastIndex((start) => date >= start);
  const weeks = weekStarts.map((start) => ({ week: start.toISOString().slice(0, 10), published: 0, messages: 0 }));
  for (const row of [...projects, ...videos]) {
    const week = weeks[weekOf(row.createdAt)];
    if (week) week.published += 1;
  }
  for (const row of messages) {
    const week = weeks[weekOf(row.createdAt)];
    if (week) week.messages += 1;
  }
  return {
    totalVideos,
    totalProjects,
    totalUsers,
    totalViews: Number(views._sum.views ?? 0),
    pendingUsers,
    recentActivity: activity.map(({ type, title, time, action, actor }) => ({ type, title, time, action, actor })),
    analytics: { weeks },
  };
}

/** Mondays (00:00 UTC) of the last `count` weeks, oldest first, the current week last. */
export function lastWeekStarts(now: Date, count: number): Date[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const monday = today - ((new Date(today).getUTCDay() + 6) % 7) * DAY_MS;
  return Array.from({ length: count }, (_, index) => new Date(monday - (count - 1 - index) * 7 * DAY_MS));
}
