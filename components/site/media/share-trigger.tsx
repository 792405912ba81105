import { EllipsisVerticalIcon, Share2Icon } from "lucide-react";

import { Button } from "@/components/ui/button";

export type ShareTriggerKind = "share" | "more";

/** The share menu's round icon button: the same markup before and after the menu's code loads. */
export function ShareTrigger({
  label,
  kind,
  ...props
}: { label: string; kind: ShareTriggerKind } & React.ComponentProps<"button">) {
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon-sm"
      aria-label={kind === "more" ? `More options for ${label}` : `Share ${label}`}
      title={kind === "more" ? "More options" : "Share"}
      className="rounded-full"
      {...props}
    >
      {kind === "more" ? <EllipsisVerticalIcon /> : <Share2Icon />}
    </Button>
  );
}
