import { notFound } from "next/navigation";

import { findPostForPage } from "@/lib/data/find-post";

// The existence check runs here, above the page's loading boundary, so an unknown id is
// answered with HTTP 404 before anything streams (a notFound() inside the boundary would be 200).
export default async function PostLayout({ children, params }: { children: React.ReactNode; params: Promise<unknown> }) {
  // Layout params are typed loosely by Next (a layout may serve several routes): check the shape.
  const { id } = (await params) as { id?: unknown };
  if (typeof id !== "string" || !(await findPostForPage(id))) notFound();
  return children;
}
