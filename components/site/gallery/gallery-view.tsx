"use client";

import { memo } from "react";
import { clsx } from "clsx";
import { ImageOffIcon, SearchXIcon } from "lucide-react";

import { buttonVariants } from "@/components/ui/button-variants";
import { inputClassName } from "@/components/ui/input-class";
import { SpriteIcon } from "@/components/site/icons/sprite-icon";
import { StateCard } from "@/components/site/state-card";
import type { GalleryItem } from "@/components/site/types";

import { GalleryCard } from "./gallery-card";
import type { GalleryFilters, GalleryType } from "./gallery-filters";

const PAGE_BUTTON = buttonVariants({ variant: "outline", shape: "pill" });

const TYPES: ReadonlyArray<{ value: GalleryType; label: string }> = [
  { value: "all", label: "All" },
  { value: "project", label: "Projects" },
  { value: "video", label: "Videos" },
];

type Props = {
  totalCount: number;
  showControls: boolean;
  filters: GalleryFilters;
  searchText: string;
  onSearchText: (value: string) => void;
  onType: (type: GalleryType) => void;
  onCategory: (category: string) => void;
  onPage: (page: number) => void;
  categories: string[];
  pageItems: GalleryItem[];
  /** The controls show a change the grid has not caught up with yet. */
  pending: boolean;
  page: number;
  pageCount: number;
};

export function GalleryView(props: Props) {
  const { totalCount, showControls, filters, pageItems, page, pageCount } = props;

  if (totalCount === 0) {
    return (
      <StateCard icon={<ImageOffIcon className="size-6" />} title="No items yet" heading="h2">
        Check back later for new projects and videos.
      </StateCard>
    );
  }

  return (
    <div className="flex flex-col gap-8">
      {showControls && <Controls {...props} />}
      <div id="gallery-grid" className="scroll-mt-28" aria-busy={props.pending || undefined}>
        <GalleryGrid pageItems={pageItems} />
      </div>
      {pageItems.length > 0 && (
        <nav aria-label="Pagination" className="flex items-center justify-center gap-4">
          <button
            type="button"
            className={PAGE_BUTTON}
            onClick={() => props.onPage(page - 1)}
            disabled={page <= 1}
          >
            <SpriteIcon name="chevron-left" /> Previous
          </button>
          <p
            className="text-muted-foreground font-mono text-sm"
            aria-live="polite"
            data-testid="page-status"
          >
            Page {page} of {pageCount}
          </p>
          <button
            type="button"
            className={PAGE_BUTTON}
            onClick={() => props.onPage(page + 1)}
            disabled={page >= pageCount}
          >
            Next <SpriteIcon name="chevron-right" />
          </button>
        </nav>
      )}
      {filters.q && <span className="sr-only">Showing results for {filters.q}</span>}
    </div>
  );
}

// Where each card of the first row is on the first screen: the grid (.gallery-grid in
// globals.css) has one column on a phone, two from `sm` and three from `lg`.
const FIRST_ROW: ReadonlyArray<string> = ["always", "(min-width: 640px)", "(min-width: 1024px)"];

// Memoised: a keystroke or a press re-renders the controls, and the cards only once their
// (deferred) items change.
const GalleryGrid = memo(function GalleryGrid({ pageItems }: { pageItems: GalleryItem[] }) {
  if (pageItems.length === 0)
    return (
      <StateCard icon={<SearchXIcon className="size-6" />} title="No Results Found" heading="h2">
        Try adjusting your search or filter criteria.
      </StateCard>
    );
  return (
    <ul className="gallery-grid" aria-label="Projects and videos">
      {pageItems.map((item, index) => (
        <li key={`${item.type}-${item._id}`}>
          <GalleryCard item={item} firstScreen={FIRST_ROW[index]} />
        </li>
      ))}
    </ul>
  );
});

function Controls({ filters, searchText, onSearchText, onType, onCategory, categories }: Props) {
  return (
    <div className="border-border bg-card/50 flex flex-col gap-3 rounded-2xl border p-3 md:flex-row md:items-center">
      <SearchBox text={searchText} onText={onSearchText} />
      <TypeFilter type={filters.type} onType={onType} />
      <CategoryFilter category={filters.category} categories={categories} onCategory={onCategory} />
    </div>
  );
}

// The controls are memoised one by one: a press or a keystroke renders only the control it changes.
const SearchBox = memo(function SearchBox({
  text,
  onText,
}: {
  text: string;
  onText: (value: string) => void;
}) {
  return (
    <div className="relative flex-1">
      <SpriteIcon
        name="search"
        className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2"
      />
      <input
        type="search"
        value={text}
        onChange={(event) => onText(event.target.value)}
        placeholder="Search by keyword..."
        aria-label="Search by keyword"
        className={clsx(inputClassName, "pl-9")}
        maxLength={100}
      />
    </div>
  );
});

const TypeFilter = memo(function TypeFilter({
  type: current,
  onType,
}: {
  type: GalleryType;
  onType: (type: GalleryType) => void;
}) {
  return (
    <div role="radiogroup" aria-label="Type" className="segments">
      {TYPES.map((type) => (
        <button
          key={type.value}
          type="button"
          role="radio"
          aria-checked={current === type.value}
          onClick={() => onType(type.value)}
          className="segment"
        >
          {type.label}
        </button>
      ))}
    </div>
  );
});

const CategoryFilter = memo(function CategoryFilter({
  category,
  categories,
  onCategory,
}: {
  category: string;
  categories: string[];
  onCategory: (category: string) => void;
}) {
  return (
    // A native select, styled like the other controls: the platform gives the keyboard and
    // screen-reader behaviour and the phone's own picker, with no script to load.
    <div className="relative w-full md:w-60">
      <select
        value={category}
        onChange={(event) => onCategory(event.target.value)}
        aria-label="Category"
        className="select-field"
      >
        <option value="all">All Categories</option>
        {categories.map((name) => (
          <option key={name} value={name}>
            {name}
          </option>
        ))}
      </select>
      <SpriteIcon
        name="chevron-down"
        className="text-muted-foreground pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 opacity-60"
      />
    </div>
  );
});
