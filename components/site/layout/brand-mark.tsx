import Link from "next/link";

/** The agency's wordmark: a gradient monogram and the site name from Site Settings. */
export function BrandMark({ siteName }: { siteName: string }) {
  return (
    <Link
      href="/"
      className="group flex items-center gap-2.5 rounded-md font-display text-lg font-bold tracking-tight"
      aria-label={`${siteName} home`}
    >
      <span
        aria-hidden="true"
        className="grid size-9 place-items-center rounded-xl bg-brand-gradient text-sm font-extrabold text-white shadow-lg shadow-fuchsia-500/25 transition-transform duration-200 group-hover:scale-105"
      >
        {monogram(siteName)}
      </span>
      <span>{siteName}</span>
    </Link>
  );
}

function monogram(name: string): string {
  const word = name.trim().split(/\s+/)[0] ?? "";
  return word.slice(0, 1).toUpperCase() || "A";
}
