export type AnalyticsWeek = { week: string; published: number; messages: number };

/** Bars for content published and contact messages per week, with the same figures as a table. */
export function AnalyticsChart({ weeks }: { weeks: AnalyticsWeek[] }) {
  const max = Math.max(1, ...weeks.flatMap((week) => [week.published, week.messages]));
  if (weeks.length === 0) return <p className="text-sm text-muted-foreground">No activity recorded yet.</p>;
  return (
    <div className="grid gap-4">
      <div aria-hidden="true" className="flex h-40 items-end gap-2 border-b border-border">
        {weeks.map((week) => (
          <div key={week.week} className="flex h-full flex-1 items-end justify-center gap-0.5">
            <div className="w-1/2 max-w-4 rounded-t bg-brand-2" style={{ height: `${(week.published / max) * 100}%` }} />
            <div className="w-1/2 max-w-4 rounded-t bg-brand-3" style={{ height: `${(week.messages / max) * 100}%` }} />
          </div>
        ))}
      </div>
      <div className="flex gap-4 text-xs text-muted-foreground" aria-hidden="true">
        <span className="flex items-center gap-1.5"><span className="size-2.5 rounded-sm bg-brand-2" />Content published</span>
        <span className="flex items-center gap-1.5"><span className="size-2.5 rounded-sm bg-brand-3" />Contact messages</span>
      </div>
      <div className="max-h-56 overflow-y-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">Content published and contact messages per week</caption>
          <thead>
            <tr className="border-b border-border text-left text-muted-foreground">
              <th scope="col" className="py-1.5 font-medium">Week of</th>
              <th scope="col" className="py-1.5 text-right font-medium">Published</th>
              <th scope="col" className="py-1.5 text-right font-medium">Messages</th>
            </tr>
          </thead>
          <tbody className="font-mono tabular-nums">
            {weeks.map((week) => (
              <tr key={week.week} className="border-b border-border last:border-0">
                <td className="py-1.5">{week.week}</td>
                <td className="py-1.5 text-right">{week.published}</td>
                <td className="py-1.5 text-right">{week.messages}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
