import { AccessScreen } from "@/components/site/access-screen";

// HTTP 401 from unauthorized().
export default function Unauthorized() {
  return <AccessScreen code={401} title="Sign in required" href="/login" action="Sign in" />;
}
