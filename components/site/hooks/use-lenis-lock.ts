"use client";

import { useEffect } from "react";

/** Pauses Lenis while a modal is open, so the page under it cannot scroll (Radix locks native scroll). */
export function useLenisLock(locked: boolean) {
  useEffect(() => {
    const lenis = window.__lenis;
    if (!locked || !lenis) return;
    lenis.stop();
    return () => lenis.start();
  }, [locked]);
}
