import Link from "next/link";
import { HomeIcon, SearchXIcon } from "lucide-react";

import { Button } from "@/components/ui/button";

/** 'IP Not Found' / 'Post Not Found' with 'Go Back Home' (served with HTTP 404). */
export function NotFoundState({ title, text }: { title: string; text: string }) {
  return (
    <div className="container-page flex min-h-[70svh] flex-col items-center justify-center gap-5 pt-28 pb-20 text-center">
      <span className="grid size-14 place-items-center rounded-full bg-foreground/5 text-brand-text" aria-hidden="true">
        <SearchXIcon className="size-7" />
      </span>
      <h1 className="text-4xl font-bold sm:text-5xl">{title}</h1>
      <p className="max-w-md text-muted-foreground">{text}</p>
      <Button asChild variant="gradient" size="lg">
        <Link href="/">
          <HomeIcon aria-hidden="true" /> Go Back Home
        </Link>
      </Button>
    </div>
  );
}
