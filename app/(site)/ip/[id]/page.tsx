import type { Metadata } from "next";
import { notFound } from "next/navigation";

import { IpDetail } from "@/components/site/detail/ip-detail";
import { getPublicProject } from "@/lib/data/public-content";
import { getSiteSettings } from "@/lib/data/settings";

// Rendered on first request, then cached; admin saves revalidate the project's tag.
export const revalidate = 3600;
export const dynamicParams = true;
export function generateStaticParams(): Array<{ id: string }> {
  return [];
}

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const project = await getPublicProject(id);
  if (!project) return { title: "IP Not Found", robots: { index: false } };
  return {
    title: project.title,
    description: project.description.slice(0, 160),
    alternates: { canonical: `/ip/${project._id}` },
    openGraph: {
      title: project.title,
      description: project.description.slice(0, 200),
      type: "article",
    },
  };
}

export default async function IpPage({ params }: Props) {
  const { id } = await params;
  const [project, settings] = await Promise.all([getPublicProject(id), getSiteSettings()]);
  if (!project) notFound();
  return <IpDetail project={project} timeZone={settings.timezone} />;
}
