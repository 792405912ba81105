import { EllipsisVerticalIcon, Share2Icon } from "lucide-react";

import { buttonVariants } from "@/components/ui/button-variants";

export type ShareTriggerKind = "share" | "more";

/** The share menu's round icon button: the same markup before and after the menu's code loads. */
export function ShareTrigger({
  label,
  kind,
  ...props
}: { label: string; kind: ShareTriggerKind } & React.ComponentProps<"button">) {
  return (
    <button
      type="button"
      className={buttonVariants({ variant: "ghost", size: "icon-sm", shape: "pill" })}
      aria-label={kind === "more" ? `More options for ${label}` : `Share ${label}`}
      title={kind === "more" ? "More options" : "Share"}
      {...props}
    >
      {kind === "more" ? <EllipsisVerticalIcon /> : <Share2Icon />}
    </button>
  );
}
