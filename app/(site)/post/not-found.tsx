import { NotFoundState } from "@/components/site/detail/not-found-state";

export default function PostNotFound() {
  return (
    <NotFoundState
      title="Post Not Found"
      text="This post does not exist or is no longer available."
    />
  );
}
