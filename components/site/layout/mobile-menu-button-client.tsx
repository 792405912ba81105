"use client";

import { useId, useRef, useState } from "react";

import { SpriteIcon } from "@/components/site/icons/sprite-icon";
import { useOnDemand } from "@/components/site/hooks/use-on-demand";
import { usePreloadAhead } from "@/components/site/hooks/use-preload-ahead";

// The sheet (Radix Dialog, focus scope, scroll lock) is fetched when a visitor heads for the
// button (the pointer rests on it, or keyboard focus reaches it), not in every page's first load.
const loadMobileMenu = () => import("./mobile-menu-client").then((module) => module.default);

/**
 * The header's menu button below 1024px, where the header has no room for the social icons: the
 * menu holds them (and the links, which the header itself shows from 768px). The first click
 * opens the menu once its code is in. A press paints the button's open state first; the sheet's
 * first render (Radix's focus trap, scroll lock and portal: a long task on a phone) comes after
 * that paint, even when the code is already there.
 */
export function MobileMenuButton({ siteName }: { siteName: string }) {
  const [open, setOpen] = useState(false);
  const { Component: MobileMenu, loadAfterPaint, preload } = useOnDemand(loadMobileMenu);
  const preloadAhead = usePreloadAhead(preload);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const contentId = useId();

  return (
    <>
      <button
        ref={triggerRef}
        type="button"
        className="btn header-icon-button lg:hidden"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={contentId}
        data-state={open ? "open" : "closed"}
        {...preloadAhead}
        onClick={() => {
          setOpen(true);
          loadAfterPaint();
        }}
      >
        <SpriteIcon name="menu" className="size-5" />
      </button>
      {MobileMenu && (
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
