"use client";

import { useEffect, useState } from "react";

// The header turns translucent once the page has scrolled more than 50px, so it reads over content.
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
    <header data-scrolled={scrolled} className="header-frame">
      {children}
    </header>
  );
}
