"use client";

import { useState } from "react";
import { UsersIcon } from "lucide-react";
import { toast } from "sonner";

import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import type { UserDto } from "@/lib/data/users";
import { formatDate } from "@/lib/format";
import type { Pagination as PaginationData } from "@/lib/data/pagination";
import { errorMessage } from "@/lib/api-client";
import { ConfirmDialog } from "../confirm-dialog-client";
import { EmptyState } from "../empty-state";
import { Pagination } from "../pagination-client";
import { useQueryState } from "../use-query-state";
import { USER_ACTIONS, type UserAction } from "./user-actions";
import { ActionsCell, RoleCell, StatusCell } from "./user-row-actions-client";

type UsersTableProps = {
  users: UserDto[];
  pagination: PaginationData;
  viewerId: string;
  /** Accounts on this page that failed-login limits lock: they get an Unlock action. */
  lockedUsernames: string[];
  timeZone: string;
};

export function UsersTable({
  users,
  pagination,
  viewerId,
  lockedUsernames,
  timeZone,
}: UsersTableProps) {
  const query = useQueryState();
  const { refresh, pending } = query;
  const [busyId, setBusyId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<UserDto | null>(null);

  // Every action refreshes the list: another admin may have changed it meanwhile.
  async function run(userId: string, action: UserAction): Promise<boolean> {
    setBusyId(userId);
    try {
      await action.run();
      toast.success(action.success);
      refresh();
      return true;
    } catch (error) {
      toast.error(errorMessage(error, action.failure));
      return false;
    } finally {
      setBusyId(null);
    }
  }

  if (users.length === 0) {
    return (
      <EmptyState
        icon={UsersIcon}
        title="No users found"
        description="Try adjusting your search or filters"
      />
    );
  }

  return (
    <div className="grid grid-cols-1 gap-4">
      <div className="border-border rounded-xl border" aria-busy={pending}>
        <Table>
          <TableHeader>
            <TableRow>
              <TableHead className="px-4">User</TableHead>
              <TableHead>Role</TableHead>
              <TableHead>Status</TableHead>
              <TableHead>Joined</TableHead>
              <TableHead className="px-4 text-right">Actions</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {users.map((user) => {
              const cell = {
                user,
                isSelf: user._id === viewerId,
                locked: lockedUsernames.includes(user.username),
                busy: busyId === user._id,
                onAction: (action: UserAction) => void run(user._id, action),
              };
              return (
                <TableRow key={user._id} data-testid={`user-row-${user.username}`}>
                  <TableCell className="px-4">
                    <div className="font-medium">{user.username}</div>
                    <div className="text-muted-foreground text-xs">{user.email}</div>
                  </TableCell>
                  <TableCell>
                    <RoleCell {...cell} />
                  </TableCell>
                  <TableCell>
                    <StatusCell {...cell} />
                  </TableCell>
                  <TableCell className="text-muted-foreground font-mono text-xs">
                    <time dateTime={user.createdAt}>
                      {formatDate(user.createdAt, timeZone, "medium")}
                    </time>
                  </TableCell>
                  <TableCell className="px-4 text-right">
                    <ActionsCell {...cell} onDelete={() => setDeleting(user)} />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </div>
      <Pagination pagination={pagination} noun="users" query={query} />
      <ConfirmDialog
        open={!!deleting}
        onOpenChange={(open) => (open ? undefined : setDeleting(null))}
        title="Delete user"
        description={`Are you sure you want to delete user "${deleting?.username ?? ""}"? This action cannot be undone.`}
        onConfirm={async () => {
          if (deleting && (await run(deleting._id, USER_ACTIONS.remove(deleting._id))))
            setDeleting(null);
        }}
      />
    </div>
  );
}
