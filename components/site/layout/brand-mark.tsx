import { IntentLink } from "@/components/site/intent-link-client";

/** The agency's wordmark: a gradient monogram and the site name from Site Settings. */
export function BrandMark({ siteName }: { siteName: string }) {
  return (
    <IntentLink href="/" className="group brand-mark" aria-label={`${siteName} home`}>
      <span aria-hidden="true" className="brand-monogram">
        {monogram(siteName)}
      </span>
      <span>{siteName}</span>
    </IntentLink>
  );
}

function monogram(name: string): string {
  const word = name.trim().split(/\s+/)[0] ?? "";
  return word.slice(0, 1).toUpperCase() || "A";
}
