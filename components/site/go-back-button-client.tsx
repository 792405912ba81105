"use client";

import { useRouter } from "next/navigation";

/** Back in the browser's history, or home when this page was opened first. */
export function GoBackButton({
  className,
  children,
}: {
  className: string;
  children: React.ReactNode;
}) {
  const router = useRouter();
  return (
    <button
      type="button"
      className={className}
      onClick={() => (window.history.length > 1 ? router.back() : router.push("/"))}
    >
      {children}
    </button>
  );
}
