import { useCallback, useState, type ComponentType } from "react";

import { afterNextPaint } from "./after-next-paint";

/**
 * A component whose code is fetched on first use instead of in the page's first load.
 * `preload` warms the chunk ahead of a press (usePreloadAhead: a resting pointer, keyboard focus),
 * never inside one, where starting a chunk delays the press's paint; `load` resolves once the
 * component is in state, so it renders in the same commit that drops the placeholder.
 * `loadAfterPaint` starts `load` once the press that asked for it has painted its own state.
 */
export function useOnDemand<P extends object>(loader: () => Promise<ComponentType<P>>) {
  const [Component, setComponent] = useState<ComponentType<P> | null>(null);

  const load = useCallback(async () => {
    try {
      const loaded = await loader();
      setComponent(() => loaded);
    } catch (error) {
      // A failed chunk (offline, new deploy) leaves the placeholder; the next try loads again.
      console.error("Could not load a component on demand", error);
    }
  }, [loader]);

  const preload = useCallback(() => {
    loader().catch(() => undefined);
  }, [loader]);

  const loadAfterPaint = useCallback(() => afterNextPaint(() => void load()), [load]);

  return { Component, load, loadAfterPaint, preload };
}
