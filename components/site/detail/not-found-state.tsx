import { HomeIcon, SearchXIcon } from "lucide-react";

/**
 * 'IP Not Found' / 'Post Not Found' with 'Go Back Home' (served with HTTP 404). A plain link: a
 * not-found boundary's client code loads with every page under it, so it has none.
 */
export function NotFoundState({ title, text }: { title: string; text: string }) {
  return (
    <div className="container-page flex min-h-[70svh] flex-col items-center justify-center gap-5 pt-28 pb-20 text-center">
      <span
        className="bg-foreground/5 text-brand-text grid size-14 place-items-center rounded-full"
        aria-hidden="true"
      >
        <SearchXIcon className="size-7" />
      </span>
      <h1 className="text-4xl font-bold sm:text-5xl">{title}</h1>
      <p className="text-muted-foreground max-w-md">{text}</p>
      {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- see above */}
      <a href="/" className="btn btn-gradient-lg">
        <HomeIcon aria-hidden="true" /> Go Back Home
      </a>
    </div>
  );
}
