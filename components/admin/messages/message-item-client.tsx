"use client";

import { useState } from "react";
import { MailIcon, MailOpenIcon } from "lucide-react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import type { ContactMessageDto } from "@/lib/data/contact-messages";
import { formatDateTime } from "@/lib/format";
import { cn } from "@/lib/utils";
import { callApi, errorMessage } from "@/lib/api-client";
import { DeliveryBadge } from "./delivery-badge";

type MessageItemProps = { message: ContactMessageDto; timeZone: string; onChanged: () => void };

/** One enquiry: a summary row that opens to the full text; opening it marks it read. */
export function MessageItem({ message, timeZone, onChanged }: MessageItemProps) {
  const [read, setRead] = useState(!!message.readAt);
  const [busy, setBusy] = useState(false);

  async function setReadState(next: boolean) {
    setBusy(true);
    const before = read;
    setRead(next);
    try {
      await callApi(`/api/admin/messages/${message._id}`, {
        method: "PATCH",
        body: { read: next },
      });
      onChanged();
    } catch (error) {
      setRead(before);
      toast.error(errorMessage(error, "Failed to update message"));
    } finally {
      setBusy(false);
    }
  }

  return (
    <li
      className={cn(
        "border-border bg-card rounded-xl border",
        !read && "border-l-brand-2 border-l-4",
      )}
      data-testid="message-item"
    >
      <details
        onToggle={(event) => {
          if ((event.currentTarget as HTMLDetailsElement).open && !read) void setReadState(true);
        }}
      >
        <summary className="flex cursor-pointer list-none flex-wrap items-center gap-x-3 gap-y-1 rounded-xl p-4 [&::-webkit-details-marker]:hidden">
          <span className="sr-only">{read ? "Read" : "Unread"}: </span>
          <span className={cn("min-w-0 flex-1 truncate", !read && "font-semibold")}>
            {message.subject}
            <span className="text-muted-foreground ml-2 text-sm font-normal">
              from {message.name}
            </span>
          </span>
          <DeliveryBadge message={message} />
          <time dateTime={message.createdAt} className="text-muted-foreground font-mono text-xs">
            {formatDateTime(message.createdAt, timeZone)}
          </time>
        </summary>
        <div className="border-border grid gap-3 border-t px-4 pt-3 pb-4">
          <p className="text-sm">
            <a
              className="text-brand-text underline-offset-4 hover:underline"
              href={`mailto:${message.email}?subject=${encodeURIComponent(`Re: ${message.subject}`)}`}
            >
              {message.email}
            </a>
          </p>
          <p className="text-sm whitespace-pre-wrap">{message.message}</p>
          {message.deliveryStatus === "failed" && message.lastError ? (
            <p className="text-destructive text-xs">
              Notification failed after {message.attempts} attempt
              {message.attempts === 1 ? "" : "s"}: {message.lastError}
            </p>
          ) : null}
          <div>
            <Button
              type="button"
              variant="outline"
              size="sm"
              disabled={busy}
              onClick={() => void setReadState(!read)}
            >
              {read ? <MailIcon aria-hidden="true" /> : <MailOpenIcon aria-hidden="true" />}
              {read ? "Mark as unread" : "Mark as read"}
            </Button>
          </div>
        </div>
      </details>
    </li>
  );
}
