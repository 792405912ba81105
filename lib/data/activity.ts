import "server-only";
import { getDb } from "@/lib/db/client";
import type { DbTransaction } from "@/lib/db/prisma";
import type { Prisma } from "@/lib/generated/prisma/client";
import { paginate, type Pagination } from "./pagination";

// Who changed what: written with each change, read by the dashboard and the Activity screen.

export type ActivityActor = { id: string; username: string } | null;

export type ActivityInput = {
  actor: ActivityActor;
  action: "created" | "updated" | "deleted" | string;
  entityType: "project" | "video" | "settings" | "media" | string;
  entityId?: string | null;
  entityTitle: string;
};

/**
 * Runs a write and records its activity entry in one transaction: a failed entry undoes the
 * write, and a failed write records nothing. `entry` describes the entry from the write's result.
 */
export async function writeWithActivity<T>(
  write: (tx: DbTransaction) => Promise<T>,
  entry: (result: T) => ActivityInput,
): Promise<T> {
  const db = await getDb();
  return db.$transaction(async (tx) => {
    const result = await write(tx);
    await recordActivity(tx, entry(result));
    return result;
  });
}

/** Records who changed what (the dashboard's Recent Activity reads it), in the caller's transaction. */
export async function recordActivity(tx: DbTransaction, input: ActivityInput): Promise<void> {
  await tx.activity.create({
    data: {
      actorId: input.actor?.id ?? null,
      actorName: input.actor?.username ?? null,
      action: input.action,
      entityType: input.entityType,
      entityId: input.entityId ?? null,
      entityTitle: input.entityTitle.slice(0, 300),
    },
  });
}

// The admin Activity screen's reads: the whole log, paged and filtered.

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

export async function listActivityLog(
  query: ActivityLogQuery,
): Promise<{ entries: ActivityLogEntry[]; pagination: Pagination }> {
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
    db.activity.findMany({
      where: { actorName: { not: null } },
      distinct: ["actorName"],
      select: { actorName: true },
      orderBy: { actorName: "asc" },
      take: 200,
    }),
    db.activity.findMany({
      distinct: ["entityType"],
      select: { entityType: true },
      orderBy: { entityType: "asc" },
    }),
  ]);
  return {
    actors: actors.map((row) => row.actorName).filter((name): name is string => !!name),
    kinds: kinds.map((row) => row.entityType),
  };
}
