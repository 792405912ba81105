"use client";

import { useMemo } from "react";
import { usePathname } from "next/navigation";
import { clsx } from "clsx";

import { IntentLink } from "@/components/site/intent-link-client";
import {
  Sheet,
  SheetContent,
  SheetDescription,
  SheetHeader,
  SheetTitle,
} from "@/components/ui/sheet";

import { isActiveLink, NAV_LINKS } from "./site-links";
import { SocialLinks } from "./social-icon";

/**
 * The mobile menu's sheet, loaded on demand by MobileMenuButton. Its trigger lives in the header
 * (outside Radix), so focus goes back to it through `returnFocusTo` when the sheet closes.
 */
export default function MobileMenu({
  open,
  onOpenChange,
  contentId,
  returnFocusTo,
  siteName,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  contentId: string;
  returnFocusTo: React.RefObject<HTMLButtonElement | null>;
  siteName: string;
}) {
  const pathname = usePathname();
  // Made once per page: opening and closing re-render Radix's parts, not the links and icons.
  const body = useMemo(
    () => <MenuBody pathname={pathname} siteName={siteName} onOpenChange={onOpenChange} />,
    [pathname, siteName, onOpenChange],
  );
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent
        id={contentId}
        side="right"
        className="w-[85vw] max-w-sm"
        // No backdrop blur: blurring the whole page behind the fading overlay made every frame of
        // the opening and closing animation costly to paint on a phone.
        overlayClassName="backdrop-blur-none"
        closeLabel="Close menu"
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        {body}
      </SheetContent>
    </Sheet>
  );
}

function MenuBody({
  pathname,
  siteName,
  onOpenChange,
}: {
  pathname: string;
  siteName: string;
  onOpenChange: (open: boolean) => void;
}) {
  const isActive = (href: string) => isActiveLink(pathname, href);
  return (
    <>
      <SheetHeader className="border-border border-b">
        <SheetTitle className="font-display text-lg">{siteName}</SheetTitle>
        <SheetDescription>Branded content, celebrities, sponsorships and IPs.</SheetDescription>
      </SheetHeader>
      <nav aria-label="Mobile" className="px-4">
        <ul className="flex flex-col gap-1">
          {NAV_LINKS.map((link) => (
            <li key={link.href}>
              <IntentLink
                href={link.href}
                onClick={() => onOpenChange(false)}
                aria-current={isActive(link.href) ? "page" : undefined}
                className={clsx(
                  "font-display hover:bg-accent block rounded-lg px-3 py-3 text-2xl font-semibold tracking-tight transition-colors",
                  isActive(link.href) && "text-brand-text",
                )}
              >
                {link.label}
              </IntentLink>
            </li>
          ))}
        </ul>
      </nav>
      <SocialLinks
        className="border-border mt-auto flex gap-2 border-t p-4"
        linkClassName="grid size-11 place-items-center rounded-full border border-border text-foreground/80 hover:text-foreground"
        iconClassName="size-5"
      />
    </>
  );
}
