"use client";

import { Badge } from "@/components/ui/badge";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { SiteSettingsDto } from "@/lib/data/serializers";
import { ProfileForm } from "./profile-form-client";
import { SiteSettingsForm } from "./site-settings-form-client";

type SettingsTabsProps = {
  profile: { username: string; email: string };
  /** Present only for the superadmin; the tab is not rendered otherwise. */
  siteSettings: SiteSettingsDto | null;
};

export function SettingsTabs({ profile, siteSettings }: SettingsTabsProps) {
  return (
    <Tabs defaultValue="profile" className="gap-6">
      <TabsList>
        <TabsTrigger value="profile">Profile</TabsTrigger>
        {siteSettings ? <TabsTrigger value="site">Site Settings</TabsTrigger> : null}
      </TabsList>
      <TabsContent value="profile">
        <h2 className="mb-4 text-lg font-semibold">Profile</h2>
        <ProfileForm initial={profile} />
      </TabsContent>
      {siteSettings ? (
        <TabsContent value="site">
          <div className="mb-4 flex items-center gap-2">
            <h2 className="text-lg font-semibold">Site Settings</h2>
            <Badge variant="warning">Superadmin only</Badge>
          </div>
          <SiteSettingsForm initial={siteSettings} />
        </TabsContent>
      ) : null}
    </Tabs>
  );
}
