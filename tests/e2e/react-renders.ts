import type { Locator, Page } from "@playwright/test";

// Which page elements React renders again after a press. React announces each commit to the
// DevTools hook (in production builds too); a stand-in hook, installed before the page's scripts
// run, remembers each element's props object. An element whose props object is new was rendered
// again (React compares its attributes in the commit, which a phone pays for even when nothing
// changed); one that React skipped keeps the same object.

type RenderLog = { elements: Element[] };
type Fiber = {
  tag: number;
  type: unknown;
  stateNode: unknown;
  memoizedProps: unknown;
  child: Fiber | null;
  sibling: Fiber | null;
};

const HOST_ELEMENT = 5;

/** Installs the recording hook; call before the page is opened. */
export async function recordReactRenders(page: Page): Promise<void> {
  await page.addInitScript(
    ({ hostElement }) => {
      const seenProps = new WeakMap<object, unknown>();
      const log: RenderLog = { elements: [] };
      (window as unknown as { __reactRenders: RenderLog }).__reactRenders = log;
      let renderers = 0;
      (
        window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: unknown }
      ).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        supportsFiber: true,
        isDisabled: false,
        inject: () => ++renderers,
        checkDCE: () => undefined,
        onCommitFiberUnmount: () => undefined,
        onPostCommitFiberRoot: () => undefined,
        onCommitFiberRoot: (_id: number, root: { current: Fiber }) => {
          const stack: Fiber[] = [root.current];
          while (stack.length) {
            const fiber = stack.pop()!;
            if (fiber.tag === hostElement && fiber.stateNode instanceof Element) {
              const before = seenProps.get(fiber.stateNode);
              if (before !== undefined && before !== fiber.memoizedProps)
                log.elements.push(fiber.stateNode);
              seenProps.set(fiber.stateNode, fiber.memoizedProps);
            }
            if (fiber.child) stack.push(fiber.child);
            if (fiber.sibling) stack.push(fiber.sibling);
          }
        },
      };
    },
    { hostElement: HOST_ELEMENT },
  );
}

/**
 * Clicks or focuses `target` (a CSS selector) from inside the page, as assistive technology would,
 * and returns the elements inside `container` that React rendered again before the next frame:
 * what the press itself costs, before anything it defers to after its paint. By tag ("img": 82).
 */
export function rendersOfPress(
  page: Page,
  press: { target: string; container: string; action?: "click" | "focus" },
): Promise<Record<string, number>> {
  return page.evaluate(async ({ target, container, action }) => {
    const log = (window as unknown as { __reactRenders: RenderLog }).__reactRenders;
    log.elements.length = 0;
    const element = document.querySelector<HTMLElement>(target);
    if (!element) throw new Error(`no ${target} on the page`);
    if (action === "focus") element.focus();
    else element.click();
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const total: Record<string, number> = {};
    for (const rendered of log.elements) {
      if (!rendered.closest(container)) continue;
      const tag = rendered.tagName.toLowerCase();
      total[tag] = (total[tag] ?? 0) + 1;
    }
    return total;
  }, press);
}

/** Whether React has hydrated (or rendered) this element: it then carries React's fiber key. */
export function isHydrated(element: Locator): Promise<boolean> {
  return element.evaluate((node) =>
    Object.keys(node).some((key) => key.startsWith("__reactFiber")),
  );
}

/** How many of the elements `elements` matches React has hydrated (or rendered), as above. */
export function hydratedCount(elements: Locator): Promise<number> {
  return elements.evaluateAll(
    (nodes) =>
      nodes.filter((node) => Object.keys(node).some((key) => key.startsWith("__reactFiber")))
        .length,
  );
}
