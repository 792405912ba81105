import { apiRoute, NO_STORE, jsonResponse } from "@/lib/api/route";
import { requireViewer } from "@/lib/auth/viewer";

// GET /api/auth/admin/session - the signed-in viewer (the client guard re-checks this every 5 minutes)
export const GET = apiRoute(async (request) => {
  const viewer = await requireViewer(request);
  return jsonResponse(
    {
      authenticated: true,
      user: {
        _id: viewer.id,
        username: viewer.username,
        email: viewer.email,
        role: viewer.role,
        status: viewer.status,
      },
    },
    { headers: NO_STORE },
  );
});
