// Outside Next there is no request whose end after() could wait for: tests get Next's own module
// with an after() that starts the work at once, and settleAfterTasks() to wait for all of it
// before checking what it did (a mail sent, a figure refreshed).
type NextServer = typeof import("next/server");

const pending = new Set<Promise<unknown>>();

export async function nextServerOutsideNext(
  importOriginal: () => Promise<NextServer>,
): Promise<NextServer> {
  const actual = await importOriginal();
  const after: NextServer["after"] = (task) => {
    const work = Promise.resolve().then(() => (typeof task === "function" ? task() : task));
    pending.add(work);
    void work.catch(() => undefined).finally(() => pending.delete(work));
  };
  return { ...actual, after };
}

/** Waits until every task handed to after() so far (and any they added) has finished. */
export async function settleAfterTasks(): Promise<void> {
  while (pending.size > 0) await Promise.allSettled([...pending]);
}
