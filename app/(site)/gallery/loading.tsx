import { GallerySkeletonGrid } from "@/components/site/gallery/gallery-skeleton";
import { PageIntro } from "@/components/site/page-intro";

export default function GalleryLoading() {
  return (
    <div className="container-page pt-32 pb-24 lg:pt-40">
      <PageIntro eyebrow="Gallery" title="Our Portfolio" lead="Campaigns, series and IPs we have made with brands, creators and celebrities." />
      <GallerySkeletonGrid />
    </div>
  );
}
