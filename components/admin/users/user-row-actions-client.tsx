"use client";

import { CheckIcon, ChevronDownIcon, LockOpenIcon, Trash2Icon } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/select";
import {
  canApprove,
  canChangeRole,
  canChangeStatus,
  canModifyUser,
  USER_STATUSES,
} from "@/lib/auth/permissions";
import type { UserDto } from "@/lib/data/users";
import { RoleBadge, StatusBadge } from "./user-badges";
import { USER_ACTIONS, type UserAction } from "./user-actions";

type CellProps = {
  user: UserDto;
  isSelf: boolean;
  locked: boolean;
  busy: boolean;
  onAction: (action: UserAction) => void;
};

/** Role column: a user/admin switch where the rules allow it (never on yourself), else the badge. */
export function RoleCell({ user, isSelf, busy, onAction }: CellProps) {
  if (isSelf || !canChangeRole(user)) return <RoleBadge role={user.role} />;
  return (
    <Select
      value={user.role}
      onValueChange={(role) => onAction(USER_ACTIONS.role(user._id, role as "user" | "admin"))}
      disabled={busy}
    >
      <SelectTrigger size="sm" className="w-28" aria-label={`Role of ${user.username}`}>
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="user">user</SelectItem>
        <SelectItem value="admin">admin</SelectItem>
      </SelectContent>
    </Select>
  );
}

/** Status column: changeable only for users who are neither pending nor superadmin  (the others have no status to change yet, or may not be changed). */
export function StatusCell({ user, isSelf, locked, busy, onAction }: CellProps) {
  const lockBadge = locked ? (
    <Badge variant="warning" title="Too many failed sign-ins">
      locked
    </Badge>
  ) : null;
  if (isSelf || !canChangeStatus(user)) {
    return (
      <span className="flex items-center gap-1.5">
        <StatusBadge status={user.status} />
        {lockBadge}
      </span>
    );
  }
  return (
    <span className="flex items-center gap-1.5">
      <Select
        value={user.status}
        onValueChange={(status) =>
          onAction(USER_ACTIONS.status(user._id, status as UserDto["status"]))
        }
        disabled={busy}
      >
        <SelectTrigger size="sm" className="w-32" aria-label={`Status of ${user.username}`}>
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {USER_STATUSES.map((status) => (
            <SelectItem key={status} value={status}>
              {status}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      {lockBadge}
    </span>
  );
}

/** Actions column: approve (pending), unlock (locked accounts), delete; nothing on the superadmin's row. */
export function ActionsCell({
  user,
  isSelf,
  locked,
  busy,
  onAction,
  onDelete,
}: CellProps & { onDelete: () => void }) {
  if (!canModifyUser(user))
    return <span className="text-muted-foreground text-xs">No actions</span>;
  if (isSelf) return <span className="text-muted-foreground text-xs">You</span>;
  return (
    <div className="flex items-center justify-end gap-1">
      {canApprove(user) ? (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button type="button" size="sm" disabled={busy} aria-label={`Approve ${user.username}`}>
              <CheckIcon aria-hidden="true" />
              Approve
              <ChevronDownIcon aria-hidden="true" />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuItem onSelect={() => onAction(USER_ACTIONS.approve(user._id, "user"))}>
              Approve as user
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => onAction(USER_ACTIONS.approve(user._id, "admin"))}>
              Approve as admin
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      ) : null}
      {locked ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={busy}
          onClick={() => onAction(USER_ACTIONS.unlock(user._id))}
          aria-label={`Unlock ${user.username}`}
          title="Clears the failed-login locks"
        >
          <LockOpenIcon aria-hidden="true" />
          Unlock
        </Button>
      ) : null}
      <Button
        type="button"
        variant="ghost"
        size="icon-sm"
        className="text-destructive hover:text-destructive"
        disabled={busy}
        onClick={onDelete}
        aria-label={`Delete ${user.username}`}
        title="Delete user"
      >
        <Trash2Icon aria-hidden="true" />
      </Button>
    </div>
  );
}
