export function KeywordChips({ keywords }: { keywords: string[] }) {
  if (keywords.length === 0) return <p className="text-muted-foreground text-sm">No keywords.</p>;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Keywords">
      {keywords.map((keyword) => (
        <li
          key={keyword}
          className="border-border bg-foreground/5 rounded-full border px-3 py-1 text-sm"
        >
          #{keyword}
        </li>
      ))}
    </ul>
  );
}
