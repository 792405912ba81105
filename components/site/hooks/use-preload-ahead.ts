import { useEffect, useRef } from "react";

/** How long the pointer rests on a trigger before its code is fetched: longer than a press takes. */
export const HOVER_INTENT_MS = 200;

/**
 * A trigger's handlers that fetch its on-demand code ahead of a press, never inside one: once the
 * pointer has rested on it, or when keyboard focus reaches it. Starting a chunk in the press costs
 * the press its script insertion, and the chunk's evaluation then lands before the press's paint;
 * a press without the code loads it after that paint instead (useOnDemand's loadAfterPaint).
 */
export function usePreloadAhead(preload: () => void) {
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // A focus that a pointer press gives the trigger belongs to that press.
  const pressing = useRef(false);
  const cancel = () => clearTimeout(timer.current);
  useEffect(() => () => clearTimeout(timer.current), []);

  return {
    onPointerEnter: () => {
      cancel();
      timer.current = setTimeout(preload, HOVER_INTENT_MS);
    },
    onPointerLeave: cancel,
    onPointerDown: () => {
      cancel();
      pressing.current = true;
    },
    onFocus: () => {
      if (!pressing.current) preload();
      pressing.current = false;
    },
    onClickCapture: () => {
      pressing.current = false;
    },
  };
}
