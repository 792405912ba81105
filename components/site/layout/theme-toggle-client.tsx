"use client";

import { useTheme } from "next-themes";

import { useRenderedInBrowser } from "@/components/site/hooks/use-rendered-in-browser";
import { SpriteIcon } from "@/components/site/icons/sprite-icon";

import { switchWithoutTransitions } from "./switch-without-transitions";

export function ThemeToggle() {
  const { resolvedTheme, setTheme } = useTheme();
  // The stored choice is only known in the browser; render a stable label until mounted.
  const mounted = useRenderedInBrowser();
  const isDark = !mounted || resolvedTheme !== "light";

  return (
    <button
      type="button"
      className="btn header-icon-button text-foreground/75"
      aria-label={isDark ? "Switch to light theme" : "Switch to dark theme"}
      onClick={() => switchWithoutTransitions(() => setTheme(isDark ? "light" : "dark"))}
    >
      <SpriteIcon name="sun" className="size-[18px]" hidden={!isDark} />
      <SpriteIcon name="moon" className="size-[18px]" hidden={isDark} />
    </button>
  );
}
