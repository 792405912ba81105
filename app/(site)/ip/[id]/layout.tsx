import { notFound } from "next/navigation";

import { getPublicProject } from "@/lib/data/public-content";

// An unknown id is answered with HTTP 404 before the page renders (the page has no loading
// boundary: its cached HTML is the content itself, the same with JavaScript off).
export default async function IpLayout({
  children,
  params,
}: {
  children: React.ReactNode;
  params: Promise<unknown>;
}) {
  // Layout params are typed loosely by Next (a layout may serve several routes): check the shape.
  const { id } = (await params) as { id?: unknown };
  if (typeof id !== "string" || !(await getPublicProject(id))) notFound();
  return children;
}
