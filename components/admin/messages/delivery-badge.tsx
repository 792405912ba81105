import { Badge } from "@/components/ui/badge";
import { SUCCESS_BADGE_TEXT } from "../users/user-badges";
import type { ContactMessageDto } from "@/lib/data/contact-messages";

const DELIVERY = {
  sent: { label: "E-mail sent", variant: "success" },
  pending: { label: "E-mail pending", variant: "secondary" },
  failed: { label: "E-mail failed", variant: "destructive" },
  skipped: { label: "E-mail off", variant: "outline" },
  unconfigured: { label: "E-mail not configured", variant: "outline" },
} as const;

const EXPLANATION: Partial<Record<ContactMessageDto["deliveryStatus"], string>> = {
  skipped: "Email Notifications were off when it arrived",
  unconfigured: "No mail provider (RESEND_API_KEY) was configured when it arrived",
};

export function DeliveryBadge({
  message,
}: {
  message: Pick<ContactMessageDto, "deliveryStatus" | "attempts" | "lastError">;
}) {
  const { label, variant } = DELIVERY[message.deliveryStatus];
  const title =
    message.deliveryStatus === "failed"
      ? `${message.attempts} attempt${message.attempts === 1 ? "" : "s"}${message.lastError ? `: ${message.lastError}` : ""}`
      : EXPLANATION[message.deliveryStatus];
  return (
    <Badge
      variant={variant}
      title={title}
      className={variant === "success" ? SUCCESS_BADGE_TEXT : undefined}
    >
      {label}
    </Badge>
  );
}
