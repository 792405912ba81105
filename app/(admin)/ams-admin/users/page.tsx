import type { Metadata } from "next";

import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { parseUsersQuery } from "@/components/admin/users/users-query";
import { UsersFilters } from "@/components/admin/users/users-filters-client";
import { UsersTable } from "@/components/admin/users/users-table-client";
import { lockedUsernames } from "@/lib/auth/login-limits";
import { requirePageViewer } from "@/lib/auth/page-viewer";
import { readSiteSettings } from "@/lib/data/settings";
import { listUsers } from "@/lib/data/users";

export const metadata: Metadata = { title: "Users" };

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function UsersPage({ searchParams }: PageProps) {
  const viewer = await requirePageViewer("users:manage");
  const query = parseUsersQuery(await searchParams);
  const [{ users, pagination }, settings] = await Promise.all([
    listUsers(query),
    readSiteSettings(),
  ]);
  const locked = await lockedUsernames(users.map((user) => user.username));
  return (
    <>
      <AdminPageHeader title="User Management" description={`${pagination.total} total users`} />
      <div className="grid grid-cols-1 gap-4">
        <UsersFilters />
        <UsersTable
          users={users}
          pagination={pagination}
          viewerId={viewer.id}
          lockedUsernames={[...locked]}
          timeZone={settings.timezone}
        />
      </div>
    </>
  );
}
