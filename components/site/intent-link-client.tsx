"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";

type IntentLinkProps = Omit<React.ComponentProps<typeof Link>, "href" | "prefetch"> & {
  href: string;
};

/**
 * A link whose page is fetched when a visitor reaches for it (a pointer enters it, which on a touch
 * screen is the start of the tap, or keyboard focus lands on it) rather than when it scrolls into
 * view. Fetching and decoding every visible link's page while the page loads costs a phone a large
 * share of its start-up work (a gallery's cards, the header's home link); the few links a visitor
 * actually reaches for are fetched in the moment before their click.
 */
export function IntentLink({ href, onPointerEnter, onFocus, ...props }: IntentLinkProps) {
  const router = useRouter();
  const prefetch = () => router.prefetch(href);
  return (
    <Link
      {...props}
      href={href}
      prefetch={false}
      onPointerEnter={(event) => {
        prefetch();
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        prefetch();
        onFocus?.(event);
      }}
    />
  );
}
