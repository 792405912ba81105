import { z } from "zod";
import type { IdContext } from "@/lib/api/content-access";
import { apiRoute, readJson, jsonResponse } from "@/lib/api/route";
import { requireViewer } from "@/lib/auth/viewer";
import { markContactMessageRead } from "@/lib/data/contact-messages";

const bodySchema = z.strictObject({
  read: z.boolean({ error: "read must be true or false" }).default(true),
});

// PATCH /api/admin/messages/{id} - mark a message read (or unread with { read: false })
export const PATCH = apiRoute<IdContext>(async (request, { params }) => {
  await requireViewer(request, "users:manage");
  const { id } = await params;
  const { read } = await readJson(request, bodySchema);
  return jsonResponse(await markContactMessageRead(id, read));
});
