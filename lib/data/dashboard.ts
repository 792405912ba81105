import "server-only";
import { getDb } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";

export type DashboardDto = {
  totalVideos: number;
  totalProjects: number;
  totalUsers: number;
  totalViews: number;
  pendingUsers: number;
  recentActivity: {
    type: string;
    title: string;
    time: string;
    action: string;
    actor: string | null;
  }[];
  analytics: { weeks: { week: string; published: number; messages: number }[] };
};

const WEEKS = 8;
const RECENT_ACTIVITY = 10;
const DAY_MS = 86_400_000;

type WeekCount = { week: number; count: number };

type DashboardRow = {
  total_videos: number;
  total_projects: number;
  total_users: number;
  pending_users: number;
  total_views: number;
  recent_activity: DashboardDto["recentActivity"];
  published: WeekCount[];
  messages: WeekCount[];
};

/**
 * Totals over every row (all statuses), the activity log, and the last eight weeks' counts, in
 * one SQL statement: one database round trip instead of nine queries competing for the pool.
 * Weeks are numbered from the oldest Monday; a row dated after now counts in the current week.
 */
export async function getDashboard(): Promise<DashboardDto> {
  const db = await getDb();
  const weekStarts = lastWeekStarts(new Date(), WEEKS);
  const since = weekStarts[0]!;
  const weekIndex = Prisma.sql`least(floor(extract(epoch from (created_at - ${since}::timestamptz)) / ${7 * 86_400})::int, ${WEEKS - 1})`;
  const [row] = await db.$queryRaw<DashboardRow[]>`
    SELECT
      (SELECT count(*)::int FROM videos) AS total_videos,
      (SELECT count(*)::int FROM projects) AS total_projects,
      (SELECT count(*)::int FROM users) AS total_users,
      (SELECT count(*)::int FROM users WHERE role = 'pending') AS pending_users,
      (SELECT coalesce(sum(views), 0)::float8 FROM videos) AS total_views,
      (SELECT coalesce(json_agg(json_build_object(
                'type', entity_type, 'title', entity_title, 'action', action, 'actor', actor_name,
                'time', to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))
              ORDER BY created_at DESC, id DESC), '[]'::json)
         FROM (SELECT * FROM activities ORDER BY created_at DESC, id DESC LIMIT ${RECENT_ACTIVITY}) recent) AS recent_activity,
      (SELECT coalesce(json_agg(json_build_object('week', week, 'count', n)), '[]'::json)
         FROM (SELECT ${weekIndex} AS week, count(*)::int AS n
                 FROM (SELECT created_at FROM projects WHERE status = 'published' AND created_at >= ${since}
                       UNION ALL
                       SELECT created_at FROM videos WHERE status = 'active' AND created_at >= ${since}) posts
                GROUP BY 1) weeks) AS published,
      (SELECT coalesce(json_agg(json_build_object('week', week, 'count', n)), '[]'::json)
         FROM (SELECT ${weekIndex} AS week, count(*)::int AS n
                 FROM contact_messages WHERE created_at >= ${since}
                GROUP BY 1) weeks) AS messages`;
  if (!row) throw new Error("The dashboard query returned no row");
  const countIn = (counts: WeekCount[], index: number) =>
    counts.find((entry) => entry.week === index)?.count ?? 0;
  return {
    totalVideos: row.total_videos,
    totalProjects: row.total_projects,
    totalUsers: row.total_users,
    totalViews: Number(row.total_views),
    pendingUsers: row.pending_users,
    recentActivity: row.recent_activity,
    analytics: {
      weeks: weekStarts.map((start, index) => ({
        week: start.toISOString().slice(0, 10),
        published: countIn(row.published, index),
        messages: countIn(row.messages, index),
      })),
    },
  };
}

/** Mondays (00:00 UTC) of the last `count` weeks, oldest first, the current week last. */
export function lastWeekStarts(now: Date, count: number): Date[] {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const monday = today - ((new Date(today).getUTCDay() + 6) % 7) * DAY_MS;
  return Array.from(
    { length: count },
    (_, index) => new Date(monday - (count - 1 - index) * 7 * DAY_MS),
  );
}
