import { notFound } from "next/navigation";

import { findPost } from "@/components/site/detail/find-post";

// The existence check runs here, above the page's loading boundary, so an unknown id is
// answered with HTTP 404 before anything streams (a notFound() inside the boundary would be 200).
export default async function PostLayout({ children, params }: { children: React.ReactNode; params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!(await findPost(id))) notFound();
  return children;
}
