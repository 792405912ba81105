import { draftMode } from "next/headers";
import { redirect } from "next/navigation";

import { findPostForStaff } from "@/lib/data/find-post";
import { AppError } from "@/lib/errors/app-error";
import { apiRoute } from "@/lib/api/route";
import { requireViewer } from "@/lib/auth/viewer";

// GET /api/preview?id= - staff open a post's public page, drafts and scheduled posts included:
// draft mode makes that page render per request for this browser only, never cached.
export const GET = apiRoute(async (request) => {
  await requireViewer(request, "dashboard:view");
  const id = new URL(request.url).searchParams.get("id") ?? "";
  const post = await findPostForStaff(id);
  if (!post) throw new AppError(404, "Post not found");
  (await draftMode()).enable();
  redirect(`/post/${post.item._id}?type=${post.type}`);
});
