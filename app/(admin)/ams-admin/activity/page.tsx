import type { Metadata } from "next";

import { ActivityFilters } from "@/components/admin/activity/activity-filters-client";
import { ActivityPagination } from "@/components/admin/activity/activity-pagination-client";
import { ActivityTable } from "@/components/admin/activity/activity-table";
import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { requirePageViewer } from "@/lib/auth/page-viewer";
import { listActivityFacets, listActivityLog } from "@/lib/data/activity";
import { readSiteSettings } from "@/lib/data/settings";

export const metadata: Metadata = { title: "Activity" };

const PAGE_SIZE = 25;

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function ActivityPage({ searchParams }: PageProps) {
  await requirePageViewer("users:manage");
  const params = await searchParams;
  const first = (key: string) => {
    const value = params[key];
    return (Array.isArray(value) ? value[0] : value)?.slice(0, 100) || undefined;
  };
  const page = Math.max(1, Math.min(100_000, Number.parseInt(first("page") ?? "", 10) || 1));
  const [{ entries, pagination }, facets, settings] = await Promise.all([
    listActivityLog({ page, limit: PAGE_SIZE, actor: first("actor"), kind: first("kind") }),
    listActivityFacets(),
    readSiteSettings(),
  ]);
  return (
    <>
      <AdminPageHeader
        title="Activity"
        description="Sign-ups, account changes, content and settings changes, newest first."
      />
      <div className="grid grid-cols-1 gap-4">
        <ActivityFilters actors={facets.actors} kinds={facets.kinds} />
        <ActivityTable entries={entries} timeZone={settings.timezone} />
        <ActivityPagination pagination={pagination} />
      </div>
    </>
  );
}
