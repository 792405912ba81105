import { notFound } from "next/navigation";

import { getPublicProject } from "@/lib/data/public-content";

// Checked above the page's loading boundary so an unknown id is answered with HTTP 404.
export default async function IpLayout({ children, params }: { children: React.ReactNode; params: Promise<{ id: string }> }) {
  const { id } = await params;
  if (!(await getPublicProject(id))) notFound();
  return children;
}
