import { HistoryIcon } from "lucide-react";

import { Badge } from "@/components/ui/badge";
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import type { ActivityLogEntry } from "@/lib/data/activity";
import { formatDateTime, formatRelativeTime } from "@/lib/format";
import { EmptyState } from "../empty-state";

/** Who did what to which item, and when (in the site's timezone). */
export function ActivityTable({
  entries,
  timeZone,
}: {
  entries: ActivityLogEntry[];
  timeZone: string;
}) {
  if (entries.length === 0) {
    return (
      <EmptyState
        icon={HistoryIcon}
        title="No activity found"
        description="Try adjusting your filters."
      />
    );
  }
  return (
    <div className="border-border rounded-xl border">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead className="px-4">When</TableHead>
            <TableHead>Actor</TableHead>
            <TableHead>Action</TableHead>
            <TableHead>Target</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {entries.map((entry) => (
            <TableRow key={entry._id}>
              <TableCell className="text-muted-foreground px-4 font-mono text-xs">
                <time dateTime={entry.time} title={formatRelativeTime(entry.time)}>
                  {formatDateTime(entry.time, timeZone)}
                </time>
              </TableCell>
              <TableCell>
                {entry.actor ?? <span className="text-muted-foreground">system</span>}
              </TableCell>
              <TableCell>{entry.action}</TableCell>
              <TableCell>
                <span className="flex items-center gap-2">
                  <Badge variant="outline">{entry.kind}</Badge>
                  <span className="max-w-[28ch] truncate" title={entry.title}>
                    {entry.title}
                  </span>
                </span>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
