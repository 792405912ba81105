/**
 * Runs `task` once the browser has painted the current frame: a frame callback runs just before
 * that paint, and a task queued from it runs after. Work that a press starts but need not show in
 * its first frame goes here, so the press paints its own state without waiting for it.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
