import "server-only";
import { getDb } from "@/lib/db/client";

export type ActivityActor = { id: string; username: string } | null;

export type ActivityInput = {
  actor: ActivityActor;
  action: "created" | "updated" | "deleted" | string;
  entityType: "project" | "video" | "settings" | "media" | string;
  entityId?: string | null;
  entityTitle: string;
};

/** Records who changed what; the dashboard's Recent Activity reads it. */
export async function recordActivity(input: ActivityInput): Promise<void> {
  const db = await getDb();
  await db.activity.create({
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
