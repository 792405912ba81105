import { requirePageViewer } from "@/lib/auth/page-viewer";

// Checked here as well as in the page: a layout renders before the loading state streams, so a
// refused role gets a real HTTP 403 rather than a 200 with the forbidden screen.
export default async function UsersLayout({ children }: { children: React.ReactNode }) {
  await requirePageViewer("users:manage");
  return children;
}
