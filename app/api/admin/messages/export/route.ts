import { apiRoute, NO_STORE } from "@/lib/api/route";
import { requireViewer } from "@/lib/auth/viewer";
import { exportContactMessagesCsv } from "@/lib/data/contact-messages-export";

// GET /api/admin/messages/export - the contact inbox as a CSV download (users:manage: visitors' personal data)
export const GET = apiRoute(async (request) => {
  await requireViewer(request, "users:manage");
  const day = new Date().toISOString().slice(0, 10);
  return new Response(await exportContactMessagesCsv(), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="messages-${day}.csv"`,
      ...NO_STORE,
    },
  });
});
