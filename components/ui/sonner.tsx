"use client";

import { useEffect, useState } from "react";
import { Toaster as Sonner, type ToasterProps } from "sonner";

// One toast at a time, 5 s by default: a stack of toasts would cover the form they report on.
const TOAST_LIMIT = 1;
const TOAST_DURATION_MS = 5000;

/**
 * Follows the `light`/`dark` class on <html>: each area (site, auth, admin) mounts the toaster in
 * its layout and not all of them have a theme context, so it watches the result instead.
 */
function useDocumentTheme(): "light" | "dark" {
  const [theme, setTheme] = useState<"light" | "dark">("dark");
  useEffect(() => {
    const root = document.documentElement;
    const read = () => setTheme(root.classList.contains("light") ? "light" : "dark");
    read();
    const observer = new MutationObserver(read);
    observer.observe(root, { attributes: true, attributeFilter: ["class"] });
    return () => observer.disconnect();
  }, []);
  return theme;
}

function Toaster(props: ToasterProps) {
  const theme = useDocumentTheme();
  return (
    <Sonner
      theme={theme}
      className="toaster group"
      visibleToasts={TOAST_LIMIT}
      duration={TOAST_DURATION_MS}
      closeButton
      richColors
      // Every page is English, left to right. Left out, sonner reads the page's computed
      // direction on each render: a style pass forced from a script while the page settles.
      dir="ltr"
      style={
        {
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
        } as React.CSSProperties
      }
      {...props}
    />
  );
}

export { Toaster };
