"use client";

import { useState } from "react";
import { clsx } from "clsx";

import { useCopyLink } from "@/components/site/hooks/use-copy-link";
import { useOnDemand } from "@/components/site/hooks/use-on-demand";
import { usePreloadAhead } from "@/components/site/hooks/use-preload-ahead";

import { ShareTrigger, type ShareTriggerKind } from "./share-trigger";

const loadDropdown = () =>
  import("./share-menu-dropdown-client").then((module) => module.ShareMenuDropdown);

/**
 * A card's menu whose one action copies a link and confirms 'Copied!' for 2 s. The menu's code
 * (Radix DropdownMenu and its popper) loads on demand: fetched when the pointer rests on the
 * button or keyboard focus reaches it, and the first click (or Enter, Space, ArrowDown) opens it
 * once it is there. The press paints the button's open state first; the menu's first render (a
 * long task on a phone) comes after that paint.
 */
export function ShareMenu({
  url,
  label,
  trigger = "share",
  className,
}: {
  url: string;
  /** What is shared, for the trigger's accessible name. */
  label: string;
  trigger?: ShareTriggerKind;
  className?: string;
}) {
  const { copied, copy } = useCopyLink();
  const { Component: Dropdown, loadAfterPaint, preload } = useOnDemand(loadDropdown);
  const preloadAhead = usePreloadAhead(preload);
  const [openedWith, setOpenedWith] = useState<"pointer" | "keyboard" | null>(null);

  const open = (how: "pointer" | "keyboard") => {
    setOpenedWith(how);
    loadAfterPaint();
  };

  return (
    <div className={clsx("share-menu", className)}>
      <span role="status" aria-live="polite" className="copied-status">
        {copied ? "Copied!" : ""}
      </span>
      {Dropdown && openedWith ? (
        <Dropdown
          label={label}
          kind={trigger}
          copied={copied}
          onCopy={() => void copy(url)}
          openedWithKeyboard={openedWith === "keyboard"}
        />
      ) : (
        <ShareTrigger
          label={label}
          kind={trigger}
          aria-haspopup="menu"
          aria-expanded={openedWith !== null}
          data-state={openedWith ? "open" : "closed"}
          {...preloadAhead}
          // A click from Enter or Space has no pointer position (detail 0).
          onClick={(event) => open(event.detail === 0 ? "keyboard" : "pointer")}
          onKeyDown={(event) => {
            if (event.key !== "ArrowDown") return;
            event.preventDefault();
            open("keyboard");
          }}
        />
      )}
    </div>
  );
}
