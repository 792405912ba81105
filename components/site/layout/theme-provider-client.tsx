"use client";

import { ThemeProvider } from "next-themes";

// The public site keeps its own storage key so the admin's toggle never overrides the
// default chosen in Site Settings for visitors. Transitions are turned off by the toggle itself
// (switch-without-transitions.ts), not on every mount.
export function SiteThemeProvider({
  defaultTheme,
  children,
}: {
  defaultTheme: "light" | "dark";
  children: React.ReactNode;
}) {
  return (
    <ThemeProvider
      attribute="class"
      defaultTheme={defaultTheme}
      enableSystem={false}
      storageKey="ams-site-theme"
    >
      {children}
    </ThemeProvider>
  );
}
