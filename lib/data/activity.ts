import "server-only";
import { getDb } from "@/lib/db/client";
import type { DbTransaction } from "@/lib/db/prisma";

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
export async function writeWithActivity<T>(write: (tx: DbTransaction) => Promise<T>, entry: (result: T) => ActivityInput): Promise<T> {
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
