import { apiRoute, jsonResponse } from "@/lib/api/route";
import { requireViewer } from "@/lib/auth/viewer";
import { retryFailedContactMail } from "@/lib/data/contact-messages";

// POST /api/admin/messages/retry - resend failed contact notifications (users:manage)
export const POST = apiRoute(async (request) => {
  await requireViewer(request, "users:manage");
  return jsonResponse({ success: true, ...(await retryFailedContactMail()) });
});
