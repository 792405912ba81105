"use client";

import { ThemeProvider } from "next-themes";

/**
 * The portal's own theme: dark by default, the choice kept in localStorage under a key of its own
 * so it never changes the public site's. next-themes sets the class before first paint (no flash).
 */
export function AdminThemeProvider({
  nonce,
  children,
}: {
  nonce?: string;
  children: React.ReactNode;
}) {
  return (
    <ThemeProvider
      attribute="class"
      storageKey="ams-admin-theme"
      defaultTheme="dark"
      themes={["light", "dark"]}
      enableSystem={false}
      disableTransitionOnChange
      nonce={nonce}
    >
      {children}
    </ThemeProvider>
  );
}
