import { requirePageViewer } from "@/lib/auth/page-viewer";

// The log names people and their accounts: admins only. Checked before the loading state streams
// so a refused role gets HTTP 403 (the page checks again).
export default async function ActivityLayout({ children }: { children: React.ReactNode }) {
  await requirePageViewer("users:manage");
  return children;
}
