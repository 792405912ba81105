import type { Metadata } from "next";

import { AdminPageHeader } from "@/components/admin/admin-page-header";
import { MessagesList } from "@/components/admin/messages/messages-list-client";
import { requirePageViewer } from "@/lib/auth/page-viewer";
import { listContactMessages } from "@/lib/data/contact-messages";
import { readSiteSettings } from "@/lib/data/settings";

export const metadata: Metadata = { title: "Messages" };

const PAGE_SIZE = 20;

type PageProps = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function MessagesPage({ searchParams }: PageProps) {
  await requirePageViewer("users:manage");
  const raw = (await searchParams).page;
  const page = Math.max(
    1,
    Math.min(100_000, Number.parseInt(Array.isArray(raw) ? (raw[0] ?? "") : (raw ?? ""), 10) || 1),
  );
  const [{ messages, pagination, unread }, settings] = await Promise.all([
    listContactMessages(page, PAGE_SIZE),
    readSiteSettings(),
  ]);
  const failed = messages.filter((message) => message.deliveryStatus === "failed").length;
  return (
    <>
      <AdminPageHeader
        title="Messages"
        description={`${pagination.total} message${pagination.total === 1 ? "" : "s"}, ${unread} unread`}
      />
      <MessagesList
        messages={messages}
        pagination={pagination}
        failed={failed}
        timeZone={settings.timezone}
      />
    </>
  );
}
