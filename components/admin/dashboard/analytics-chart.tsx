export type AnalyticsWeek = { week: string; published: number; messages: number };

/** Bars for content published and contact messages per week, with the same figures as a table. */
export function AnalyticsChart({ weeks }: { weeks: AnalyticsWeek[] }) {
  const max = Math.max(1, ...weeks.flatMap((week) => [week.published, week.messages]));
  if (weeks.length === 0)
    return <p className="text-muted-foreground text-sm">No activity recorded yet.</p>;
  return (
    <div className="grid gap-4">
      <div aria-hidden="true" className="border-border flex h-40 items-end gap-2 border-b">
        {weeks.map((week) => (
          <div key={week.week} className="flex h-full flex-1 items-end justify-center gap-0.5">
            <div
              className="bg-brand-2 w-1/2 max-w-4 rounded-t"
              style={{ height: `${(week.published / max) * 100}%` }}
            />
            <div
              className="bg-brand-3 w-1/2 max-w-4 rounded-t"
              style={{ height: `${(week.messages / max) * 100}%` }}
            />
          </div>
        ))}
      </div>
      <div className="text-muted-foreground flex gap-4 text-xs" aria-hidden="true">
        <span className="flex items-center gap-1.5">
          <span className="bg-brand-2 size-2.5 rounded-sm" />
          Content published
        </span>
        <span className="flex items-center gap-1.5">
          <span className="bg-brand-3 size-2.5 rounded-sm" />
          Contact messages
        </span>
      </div>
      <div className="max-h-56 overflow-y-auto">
        <table className="w-full text-sm">
          <caption className="sr-only">Content published and contact messages per week</caption>
          <thead>
            <tr className="border-border text-muted-foreground border-b text-left">
              <th scope="col" className="py-1.5 font-medium">
                Week of
              </th>
              <th scope="col" className="py-1.5 text-right font-medium">
                Published
              </th>
              <th scope="col" className="py-1.5 text-right font-medium">
                Messages
              </th>
            </tr>
          </thead>
          <tbody className="font-mono tabular-nums">
            {weeks.map((week) => (
              <tr key={week.week} className="border-border border-b last:border-0">
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
