"use client";

import { useId, useRef, useState } from "react";
import dynamic from "next/dynamic";
import { MenuIcon } from "lucide-react";

import { buttonVariants } from "@/components/ui/button-variants";

// The sheet (Radix Dialog, focus scope, scroll lock) is fetched when a visitor heads for the
// button, not in every page's first load.
const loadMobileMenu = () => import("./mobile-menu-client");
const MobileMenu = dynamic(loadMobileMenu, { ssr: false });

function preloadMobileMenu() {
  // A failed fetch (offline, new deploy) is retried by the click's own load.
  loadMobileMenu().catch(() => undefined);
}

/** The header's menu button below 768px; the first click opens the menu once its code is in. */
export function MobileMenuButton({ siteName }: { siteName: string }) {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const contentId = useId();

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className={buttonVariants({ variant: "ghost", size: "icon", className: "md:hidden" })}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={contentId}
        data-state={open ? "open" : "closed"}
        onPointerEnter={preloadMobileMenu}
        onPointerDown={preloadMobileMenu}
        onTouchStart={preloadMobileMenu}
        onFocus={preloadMobileMenu}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <MenuIcon className="size-5" />
      </button>
      {requested && (
        <MobileMenu
          open={open}
          onOpenChange={setOpen}
          contentId={contentId}
          returnFocusTo={triggerRef}
          siteName={siteName}
        />
      )}
    </>
  );
}
