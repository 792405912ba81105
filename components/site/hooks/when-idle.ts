/**
 * Runs `task` once the main thread has nothing to do (requestIdleCallback; a timer where the
 * browser has none), so what it loads or renders lands between interactions, not inside one.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === "function") {
    const handle = requestIdleCallback(task);
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, 1);
  return () => clearTimeout(timer);
}

/** Runs `task` in the first idle period after the page's load event; returns what cancels it. */
export function whenLoadedAndIdle(task: () => void): () => void {
  let cancelIdle = () => {};
  const onLoad = () => {
    cancelIdle = whenIdle(task);
  };
  if (document.readyState === "complete") onLoad();
  else window.addEventListener("load", onLoad, { once: true });
  return () => {
    window.removeEventListener("load", onLoad);
    cancelIdle();
  };
}
