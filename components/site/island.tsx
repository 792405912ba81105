import { Suspense } from "react";

/**
 * A client island below the first screen, in a Suspense boundary of its own. React hydrates the
 * page's shell first and each boundary after it, in its own interruptible pass (at once when the
 * visitor presses inside it), so no single long task hydrates the whole page. Only for islands
 * that render without suspending on the server: one that suspends would be streamed after the page.
 */
export function Island({ children }: { children: React.ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
