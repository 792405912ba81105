"use client";

import { useState } from "react";
import { DownloadIcon, InboxIcon, LoaderCircleIcon, SendIcon } from "lucide-react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import type { ContactMessageDto } from "@/lib/data/contact-messages";
import type { Pagination as PaginationData } from "@/lib/data/pagination";
import { callApi, errorMessage } from "@/lib/api-client";
import { EmptyState } from "../empty-state";
import { Pagination } from "../pagination-client";
import { useQueryState } from "../use-query-state";
import { MessageItem } from "./message-item-client";

type MessagesListProps = {
  messages: ContactMessageDto[];
  pagination: PaginationData;
  failed: number;
  timeZone: string;
};

export function MessagesList({ messages, pagination, failed, timeZone }: MessagesListProps) {
  const query = useQueryState();
  const { refresh, pending } = query;
  const [retrying, setRetrying] = useState(false);

  async function retry() {
    setRetrying(true);
    try {
      const result = await callApi<{ retried: number; sent: number; failed: number }>(
        "/api/admin/messages/retry",
        { method: "POST", body: {} },
      );
      if (result.retried === 0) toast.info("No failed notifications to resend");
      else if (result.failed === 0)
        toast.success(`Resent ${result.sent} notification${result.sent === 1 ? "" : "s"}`);
      else toast.error(`${result.failed} of ${result.retried} notifications failed again`);
      refresh();
    } catch (error) {
      toast.error(errorMessage(error, "Failed to resend notifications"));
    } finally {
      setRetrying(false);
    }
  }

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-muted-foreground text-sm">
          {failed > 0
            ? `${failed} e-mail notification${failed === 1 ? "" : "s"} on this page failed; the messages are safe here.`
            : "Every message is kept here, whether or not its e-mail went out."}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button asChild variant="outline" size="sm">
            {/* A plain link: the browser downloads the file with the session cookie, no script needed. */}
            <a href="/api/admin/messages/export" download>
              <DownloadIcon aria-hidden="true" />
              Export CSV
            </a>
          </Button>
          <Button type="button" variant="outline" size="sm" onClick={retry} disabled={retrying}>
            {retrying ? (
              <LoaderCircleIcon aria-hidden="true" className="animate-spin" />
            ) : (
              <SendIcon aria-hidden="true" />
            )}
            Resend failed e-mails
          </Button>
        </div>
      </div>
      {messages.length === 0 ? (
        <EmptyState
          icon={InboxIcon}
          title="No messages yet"
          description="Enquiries sent from the contact form appear here."
        />
      ) : (
        <ul className="grid gap-2" aria-busy={pending}>
          {messages.map((message) => (
            <MessageItem
              key={message._id}
              message={message}
              timeZone={timeZone}
              onChanged={refresh}
            />
          ))}
        </ul>
      )}
      <Pagination pagination={pagination} noun="messages" query={query} />
    </div>
  );
}
