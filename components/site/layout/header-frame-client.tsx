"use client";

import { useEffect, useRef, useState } from "react";

// The header turns translucent once the page has scrolled past the mark (`.scroll-mark`, 50px down
// the page), so it reads over content. An observer of the mark says so without reading the scroll
// position, which would make the browser lay out the page inside the hydration's task.
export function HeaderFrame({ children }: { children: React.ReactNode }) {
  const [scrolled, setScrolled] = useState(false);
  const markRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const mark = markRef.current;
    if (!mark) return;
    const observer = new IntersectionObserver(([entry]) =>
      setScrolled(entry ? !entry.isIntersecting : false),
    );
    observer.observe(mark);
    return () => observer.disconnect();
  }, []);

  return (
    <>
      <div ref={markRef} aria-hidden="true" className="scroll-mark" />
      <header data-scrolled={scrolled} className="header-frame">
        {children}
      </header>
    </>
  );
}
