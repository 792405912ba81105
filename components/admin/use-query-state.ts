import { useEffect, useRef, useState, useTransition } from "react";
import { usePathname, useRouter, useSearchParams } from "next/navigation";

/**
 * Filters and page live in the URL: changing them replaces the URL and the server page renders
 * the new data. `pending` is true until it has.
 */
export function useQueryState() {
  const router = useRouter();
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const [pending, startTransition] = useTransition();

  function update(changes: Record<string, string | null | undefined>) {
    const params = new URLSearchParams(searchParams);
    for (const [key, value] of Object.entries(changes)) {
      if (value) params.set(key, value);
      else params.delete(key);
    }
    const query = params.toString();
    startTransition(() =>
      router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false }),
    );
  }

  function refresh() {
    startTransition(() => router.refresh());
  }

  return { params: searchParams, update, refresh, pending };
}

export type QueryState = ReturnType<typeof useQueryState>;

/** A text input's value, sent on after the person stops typing for a moment. */
export function useDebouncedInput(
  initial: string,
  onSettled: (value: string) => void,
  delayMs = 350,
) {
  const [value, setValue] = useState(initial);
  const settled = useRef(onSettled);
  const last = useRef(initial);
  useEffect(() => {
    settled.current = onSettled;
  });
  useEffect(() => {
    if (value === last.current) return;
    const timer = setTimeout(() => {
      last.current = value;
      settled.current(value.trim());
    }, delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return [value, setValue] as const;
}
