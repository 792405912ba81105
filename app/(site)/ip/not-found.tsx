import { NotFoundState } from "@/components/site/detail/not-found-state";

export default function IpNotFound() {
  return (
    <NotFoundState title="IP Not Found" text="This IP does not exist or is no longer published." />
  );
}
