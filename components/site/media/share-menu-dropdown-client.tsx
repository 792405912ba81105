"use client";

import { useRef } from "react";
import { CheckIcon, LinkIcon, Share2Icon } from "lucide-react";

import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";

import { ShareTrigger, type ShareTriggerKind } from "./share-trigger";

/**
 * The Radix menu behind ShareMenu, loaded on the first click and mounted already open. Radix
 * closes it on any outside click or Escape and then hands focus back to its trigger.
 */
export function ShareMenuDropdown({
  label,
  kind,
  copied,
  onCopy,
  openedWithKeyboard,
}: {
  label: string;
  kind: ShareTriggerKind;
  copied: boolean;
  onCopy: () => void;
  /** The first open came from Enter, Space or ArrowDown: focus the item, as Radix does. */
  openedWithKeyboard: boolean;
}) {
  const firstItem = useRef<HTMLDivElement>(null);
  // Radix learns "keyboard" from a keydown it listens for after mounting; the one that opened
  // the menu came before, so the first open is told.
  const keyboardFirstOpen = useRef(openedWithKeyboard);

  return (
    <DropdownMenu modal={false} defaultOpen>
      <DropdownMenuTrigger asChild>
        <ShareTrigger label={label} kind={kind} />
      </DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        onFocus={(event) => {
          // Radix focuses the menu itself on open; on a keyboard open it then moves on to the item.
          if (!keyboardFirstOpen.current || event.target !== event.currentTarget) return;
          keyboardFirstOpen.current = false;
          firstItem.current?.focus({ preventScroll: true });
        }}
      >
        <DropdownMenuItem ref={firstItem} onSelect={onCopy}>
          {copied ? <CheckIcon /> : kind === "more" ? <Share2Icon /> : <LinkIcon />}
          {kind === "more" ? "Share" : "Copy link"}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
