import { useSyncExternalStore } from "react";

const subscribeNothing = () => () => undefined;

/**
 * False on the server and while React hydrates the server's HTML (so the first render matches it);
 * true right after, and from the first render of a component that mounts in the browser.
 */
export function useRenderedInBrowser(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
