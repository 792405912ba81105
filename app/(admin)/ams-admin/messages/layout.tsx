import { requirePageViewer } from "@/lib/auth/page-viewer";

// Visitors' personal data: the same permission as user management. Checked before the loading
// state streams so a refused role gets HTTP 403 (the page checks again).
export default async function MessagesLayout({ children }: { children: React.ReactNode }) {
  await requirePageViewer("users:manage");
  return children;
}
