import { AccessScreen } from "@/components/site/access-screen";

// HTTP 403 from forbidden() outside the portal (which has its own screen, ams-admin/forbidden.tsx).
export default function Forbidden() {
  return <AccessScreen code={403} title="Access denied" href="/" action="Back to Home" />;
}
