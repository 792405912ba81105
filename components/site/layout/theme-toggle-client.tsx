"use client";

import { useSyncExternalStore } from "react";
import { MoonIcon, SunIcon } from "lucide-react";
import { useTheme } from "next-themes";

import { buttonVariants } from "@/components/ui/button-variants";

export function ThemeToggle() {
  const { resolvedTheme, setTheme } = useTheme();
  // The stored choice is only known in the browser; render a stable label until mounted.
  const mounted = useSyncExternalStore(subscribeNothing, () => true, () => false);
  const isDark = !mounted || resolvedTheme !== "light";

  return (
    <button
      type="button"
      className={buttonVariants({ variant: "ghost", size: "icon", className: "text-foreground/75" })}
      aria-label={isDark ? "Switch to light theme" : "Switch to dark theme"}
      onClick={() => setTheme(isDark ? "light" : "dark")}
    >
      {isDark ? <SunIcon className="size-[18px]" /> : <MoonIcon className="size-[18px]" />}
    </button>
  );
}

function subscribeNothing() {
  return () => undefined;
}
