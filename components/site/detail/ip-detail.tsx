import { ArrowLeftIcon, ArrowRightIcon, CalendarDaysIcon, BriefcaseIcon } from "lucide-react";

import { IntentLink } from "@/components/site/intent-link-client";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FallbackImage } from "@/components/site/media/fallback-image-client";
import type { PublicProject } from "@/components/site/types";
import { formatDate } from "@/lib/format";

import { KeywordChips } from "./keyword-chips";
import { ShareButton } from "./share-button-client";

/** An IP page: category, title, description, creation date, 'Back to IP Showcase', 'View Details', share. */
export function IpDetail({ project, timeZone }: { project: PublicProject; timeZone: string }) {
  return (
    <article className="container-page min-h-svh pt-28 pb-24 lg:pt-36">
      <Button asChild variant="ghost" className="text-muted-foreground mb-8 -ml-3">
        <IntentLink href="/#ips">
          <ArrowLeftIcon aria-hidden="true" /> Back to IP Showcase
        </IntentLink>
      </Button>
      <div className="grid items-start gap-12 lg:grid-cols-[1.2fr_1fr]">
        <div className="border-border relative aspect-[4/3] overflow-hidden rounded-3xl border bg-zinc-900 shadow-2xl shadow-black/30">
          <FallbackImage
            sources={[project.image]}
            alt={project.imageAlt || project.title}
            fill
            preload
            sizes="(min-width: 1024px) 55vw, 100vw"
            className="object-cover"
          />
        </div>
        <div className="flex flex-col gap-6">
          <Badge variant="secondary" className="px-3 py-1 text-xs tracking-[0.12em] uppercase">
            {project.category}
          </Badge>
          <h1 className="text-4xl font-bold sm:text-5xl lg:text-6xl">{project.title}</h1>
          <dl className="text-muted-foreground flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <div className="flex items-center gap-2">
              <dt>
                <CalendarDaysIcon className="size-4" aria-hidden="true" />
                <span className="sr-only">Created</span>
              </dt>
              <dd>
                <time dateTime={project.createdAt}>{formatDate(project.createdAt, timeZone)}</time>
              </dd>
            </div>
            {project.client && (
              <div className="flex items-center gap-2">
                <dt>
                  <BriefcaseIcon className="size-4" aria-hidden="true" />
                  <span className="sr-only">Client</span>
                </dt>
                <dd>{project.client}</dd>
              </div>
            )}
          </dl>
          <p className="text-muted-foreground text-lg leading-relaxed">{project.description}</p>
          <KeywordChips keywords={project.keywords} />
          <div className="flex flex-wrap gap-3 pt-2">
            <Button asChild variant="gradient" size="lg">
              <IntentLink href={`/post/${project._id}?type=project`}>
                View Details <ArrowRightIcon aria-hidden="true" />
              </IntentLink>
            </Button>
            <ShareButton title={project.title} path={`/ip/${project._id}`} />
          </div>
        </div>
      </div>
    </article>
  );
}
