import "server-only";
import { getDb } from "@/lib/db/client";
import type { Prisma } from "@/lib/generated/prisma/client";
import { paginate, type Pagination } from "./pagination";

// The admin Activity screen's reads: the whole log, paged and filtered (recordActivity writes it).

export type ActivityLogEntry = {
  _id: string;
  actor: string | null;
  action: string;
  kind: string;
  entityId: string | null;
  title: string;
  time: string;
};

export type ActivityLogQuery = { page: number; limit: number; actor?: string; kind?: string };

export async function listActivityLog(query: ActivityLogQuery): Promise<{ entries: ActivityLogEntry[]; pagination: Pagination }> {
  const where: Prisma.ActivityWhereInput = {
    ...(query.actor ? { actorName: query.actor } : {}),
    ...(query.kind ? { entityType: query.kind } : {}),
  };
  const db = await getDb();
  const [total, rows] = await Promise.all([
    db.activity.count({ where }),
    db.activity.findMany({
      where,
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (query.page - 1) * query.limit,
      take: query.limit,
    }),
  ]);
  return {
    entries: rows.map((row) => ({
      _id: row.id,
      actor: row.actorName,
      action: row.action,
      kind: row.entityType,
      entityId: row.entityId,
      title: row.entityTitle,
      time: row.createdAt.toISOString(),
    })),
    pagination: paginate(query.page, query.limit, total),
  };
}

/** The actors and kinds present in the log, for the filter menus. */
export async function listActivityFacets(): Promise<{ actors: string[]; kinds: string[] }> {
  const db = await getDb();
  const [actors, kinds] = await Promise.all([
    db.activity.findMany({ where: { actorName: { not: null } }, distinct: ["actorName"], select: { actorName: true }, orderBy: { actorName: "asc" }, take: 200 }),
    db.activity.findMany({ distinct: ["entityType"], select: { entityType: true }, orderBy: { entityType: "asc" } }),
  ]);
  return {
    actors: actors.map((row) => row.actorName).filter((name): name is string => !!name),
    kinds: kinds.map((row) => row.entityType),
  };
}
