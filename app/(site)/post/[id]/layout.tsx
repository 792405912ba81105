import { notFound } from "next/navigation";

import { findPostForPage } from "@/lib/data/find-post";

// The existence check runs before the page renders, so an unknown id is answered with HTTP 404.
// No loading boundary: the cached HTML is the content itself, the same with JavaScript off.
export default async function PostLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<unknown>;
}) {
  // Layout params are typed loosely by Next (a layout may serve several routes): check the shape.
  const { id } = (await params) as { id?: unknown };
  if (typeof id !== "string" || !(await findPostForPage(id))) notFound();
  return children;
}
