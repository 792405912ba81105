import type { Metadata } from "next";

import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { SettingsTabs } from "@/components/admin/settings/settings-tabs-client";
import { can } from "@/lib/auth/permissions";
import { requirePageViewer } from "@/lib/auth/page-viewer";
import { readSiteSettings } from "@/lib/data/settings";

export const metadata: Metadata = { title: "Settings" };

export default async function SettingsPage() {
  const viewer = await requirePageViewer("profile:own");
  // Only the superadmin's page carries the site settings at all.
  const siteSettings = can(viewer.role, "settings:manage") ? await readSiteSettings() : null;
  return (
    <>
      <AdminPageHeader
        title="Settings"
        description="Your profile and, for the superadmin, the site-wide settings."
      />
      <SettingsTabs
        profile={{ username: viewer.username, email: viewer.email }}
        siteSettings={siteSettings}
      />
    </>
  );
}
