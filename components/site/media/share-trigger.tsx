import { SpriteIcon } from "@/components/site/icons/sprite-icon";

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
      className="btn share-trigger"
      aria-label={kind === "more" ? `More options for ${label}` : `Share ${label}`}
      title={kind === "more" ? "More options" : "Share"}
      {...props}
    >
      <SpriteIcon name={kind === "more" ? "ellipsis-vertical" : "share-2"} />
    </button>
  );
}
