"use client";

import { useEffect, useState } from "react";
import { clsx } from "clsx";

// Spec 2.2: the header turns translucent once the page has scrolled more than 50px.
const TRANSLUCENT_AFTER_PX = 50;

export function HeaderFrame({ children }: { children: React.ReactNode }) {
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > TRANSLUCENT_AFTER_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  return (
    <header
      data-scrolled={scrolled}
      className={clsx(
        "fixed inset-x-0 top-0 z-40 border-b transition-[background-color,border-color,backdrop-filter] duration-200",
        scrolled ? "border-border bg-background/75 backdrop-blur-xl" : "border-transparent",
      )}
    >
      {children}
    </header>
  );
}
