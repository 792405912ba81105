import type { Metadata } from "next";
import Link from "next/link";
import { UserPlusIcon } from "lucide-react";

import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { QuickActions } from "@/components/admin/dashboard/quick-actions-client";
import { RecentActivity } from "@/components/admin/dashboard/recent-activity";
import { StatCards } from "@/components/admin/dashboard/stat-cards";
import { can } from "@/lib/auth/permissions";
import { requirePageViewer } from "@/lib/auth/page-viewer";
import { getDashboard } from "@/lib/data/dashboard";
import { readSiteSettings } from "@/lib/data/settings";
import { formatDate } from "@/lib/format";

export const metadata: Metadata = { title: "Dashboard" };

export default async function DashboardPage() {
  const viewer = await requirePageViewer("dashboard:view");
  const [dashboard, settings] = await Promise.all([getDashboard(), readSiteSettings()]);
  const showPending = dashboard.pendingUsers > 0 && can(viewer.role, "users:manage");
  return (
    <>
      <AdminPageHeader
        title="Welcome back, Admin!"
        description={
          <time dateTime={new Date().toISOString()}>
            {formatDate(new Date(), settings.timezone, "long")}
          </time>
        }
      />
      <div className="grid grid-cols-1 gap-6">
        {showPending ? (
          <Link
            href="/ams-admin/users?role=pending"
            className="flex items-center gap-3 rounded-xl border border-amber-500/40 bg-amber-500/10 px-4 py-3 text-sm hover:bg-amber-500/15"
          >
            <UserPlusIcon aria-hidden="true" className="size-4" />
            {dashboard.pendingUsers} user{dashboard.pendingUsers === 1 ? "" : "s"} awaiting approval
          </Link>
        ) : null}
        <StatCards totals={dashboard} />
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
          <div className="lg:col-span-2">
            <RecentActivity
              entries={dashboard.recentActivity}
              logHref={can(viewer.role, "users:manage") ? "/ams-admin/activity" : undefined}
            />
          </div>
          <QuickActions weeks={dashboard.analytics.weeks} />
        </div>
      </div>
    </>
  );
}
