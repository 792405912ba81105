import { Badge } from "@/components/ui/badge";
import type { Role, UserStatus } from "@/lib/auth/permissions";

const ROLE_VARIANT = {
  pending: "warning",
  user: "secondary",
  admin: "default",
  superadmin: "outline",
} as const;
const STATUS_VARIANT = {
  active: "success",
  inactive: "secondary",
  suspended: "destructive",
} as const;

export function RoleBadge({ role }: { role: Role }) {
  return <Badge variant={ROLE_VARIANT[role]}>{role}</Badge>;
}

/** The success badge's light-theme text, one step darker for AA contrast on its tinted fill. */
export const SUCCESS_BADGE_TEXT = "text-emerald-800 dark:text-emerald-300";

export function StatusBadge({ status }: { status: UserStatus }) {
  return (
    <Badge
      variant={STATUS_VARIANT[status]}
      className={status === "active" ? SUCCESS_BADGE_TEXT : undefined}
    >
      {status}
    </Badge>
  );
}
