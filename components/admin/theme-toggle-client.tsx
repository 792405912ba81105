"use client";

import { useSyncExternalStore } from "react";
import { MoonIcon, SunIcon } from "lucide-react";
import { useTheme } from "next-themes";

import { Button } from "@/components/ui/button";

const noSubscribe = () => () => {};

export function ThemeToggle() {
  const { resolvedTheme, setTheme } = useTheme();
  // The stored theme is unknown on the server: name the button only once mounted, so the
  // server HTML and the first client render agree.
  const mounted = useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );
  const isLight = mounted && resolvedTheme === "light";
  const label = !mounted
    ? "Toggle theme"
    : isLight
      ? "Switch to dark theme"
      : "Switch to light theme";
  return (
    <Button
      type="button"
      variant="ghost"
      size="icon"
      onClick={() => setTheme(isLight ? "dark" : "light")}
      aria-label={label}
      title={label}
    >
      {/* Both icons render on the server; CSS picks one, so there is no flash. */}
      <SunIcon aria-hidden="true" className="hidden dark:block" />
      <MoonIcon aria-hidden="true" className="block dark:hidden" />
    </Button>
  );
}
