import { createHash } from "node:crypto";

// Demo content for a fresh database. Ids are derived from names so that a build-time database
// and the running server's database agree on every link.
export function seedId(name: string): string {
  const hex = createHash("sha256").update(`ams-seed:${name}`).digest("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export const seedSettings = {
  siteName: "AMS Media",
  siteDescription:
    "A media and influencer-marketing agency: branded content, celebrity engagement, sponsorships and original IPs that audiences choose to watch.",
  theme: "dark",
  maxFileSize: 5,
  timezone: "Asia/Kolkata",
  emailNotifications: true,
  autoApprove: false,
  highlightUrls: [
    "https://www.youtube.com/watch?v=aqz-KE-bpKQ",
    "https://youtu.be/ScMzIvxBSi4",
    "https://www.youtube.com/watch?v=LXb3EKWsInQ",
  ],
};

type SeedProject = {
  title: string;
  client: string;
  category: string;
  keywords: string[];
  description: string;
  daysAgo: number;
};

const ip = "Intellectual Properties";

export const seedProjects: SeedProject[] = [
  {
    title: "Midnight Local",
    client: "Northwind Studios",
    category: ip,
    keywords: ["music", "late night", "live sessions"],
    description:
      "A late-night live-music series filmed in neighbourhood venues across six cities, built as an ownable IP with a fan community of its own.",
    daysAgo: 3,
  },
  {
    title: "Kitchen Takeover",
    client: "Saffron & Co.",
    category: ip,
    keywords: ["food", "celebrity chefs", "series"],
    description:
      "Celebrity chefs take over a home kitchen with whatever is in the fridge. Twelve episodes, three seasons, one very brave family.",
    daysAgo: 9,
  },
  {
    title: "First Mile",
    client: "Velo Motors",
    category: ip,
    keywords: ["mobility", "documentary"],
    description:
      "A documentary IP following first-time founders through the first mile of their companies, with a brand partner in every episode.",
    daysAgo: 16,
  },
  {
    title: "Studio Sundays",
    client: "Lumen Audio",
    category: ip,
    keywords: ["podcast", "creators", "audio"],
    description:
      "A weekly video podcast where creators break down how their most-watched piece was made, frame by frame.",
    daysAgo: 24,
  },
  {
    title: "The Long Table",
    client: "Harvest Collective",
    category: ip,
    keywords: ["culture", "food", "travel"],
    description:
      "Strangers share one long table in a new city every month: a dinner, a story and a format that travels.",
    daysAgo: 33,
  },
  {
    title: "Glow Up Lab",
    client: "Aster Beauty",
    category: "Branded Content",
    keywords: ["beauty", "tutorials", "short form"],
    description:
      "Short-form tutorials co-created with forty beauty creators, cut for every platform from a single shoot.",
    daysAgo: 5,
  },
  {
    title: "Game Day Live",
    client: "Arena Sports",
    category: "Sponsorships",
    keywords: ["sports", "live", "sponsorship"],
    description:
      "Matchday sponsorship with live creator watch-alongs, stadium activations and a highlight show the same night.",
    daysAgo: 12,
  },
  {
    title: "Summer Drop",
    client: "Tidal Apparel",
    category: "Celebrity Engagement",
    keywords: ["fashion", "launch", "celebrity"],
    description:
      "A capsule collection launched by two celebrities and a hundred micro-creators in one coordinated weekend.",
    daysAgo: 19,
  },
  {
    title: "Pocket Finance",
    client: "Coinstack",
    category: "Digital Marketing Solutions",
    keywords: ["fintech", "performance", "education"],
    description:
      "Performance campaign teaching money basics in sixty seconds, optimised weekly against install and retention goals.",
    daysAgo: 27,
  },
  {
    title: "City Lights Tour",
    client: "Metro Telecom",
    category: "Sponsorships",
    keywords: ["music", "tour", "activation"],
    description:
      "Title sponsorship of a ten-city music tour with backstage content, fan meet-ups and a live-streamed finale.",
    daysAgo: 41,
  },
  {
    title: "Fit in Five",
    client: "Pulse Nutrition",
    category: "Branded Content",
    keywords: ["fitness", "wellness", "series"],
    description:
      "Five-minute workouts from five trainers, a branded series that became the client's best-performing channel.",
    daysAgo: 48,
  },
  {
    title: "Voices of Tomorrow",
    client: "Horizon Foundation",
    category: "Celebrity Engagement",
    keywords: ["impact", "youth", "ambassadors"],
    description:
      "Young changemakers paired with celebrity ambassadors for a campaign about the futures they are building.",
    daysAgo: 56,
  },
  {
    title: "Launch Week",
    client: "Nimbus Cloud",
    category: "Digital Marketing Solutions",
    keywords: ["b2b", "launch", "analytics"],
    description:
      "A product launch week across creator channels, paid social and search, measured end to end in one dashboard.",
    daysAgo: 63,
  },
];

type SeedVideo = {
  title: string;
  youtubeId: string;
  category: string;
  keywords: string[];
  description: string;
  views: number;
  duration: string;
  daysAgo: number;
};

export const seedVideos: SeedVideo[] = [
  {
    title: "Midnight Local — Season Trailer",
    youtubeId: "aqz-KE-bpKQ",
    category: ip,
    keywords: ["trailer", "music"],
    description: "The first look at season two of our late-night live-music IP.",
    views: 1_250_000,
    duration: "2:14",
    daysAgo: 2,
  },
  {
    title: "Behind the Scenes: Kitchen Takeover",
    youtubeId: "ScMzIvxBSi4",
    category: ip,
    keywords: ["bts", "food"],
    description:
      "How a twelve-episode cooking format is shot in a real family kitchen in four days.",
    views: 482_000,
    duration: "8:41",
    daysAgo: 8,
  },
  {
    title: "Glow Up Lab: 40 Creators, One Shoot",
    youtubeId: "LXb3EKWsInQ",
    category: "Branded Content",
    keywords: ["beauty", "case study"],
    description:
      "A case study in producing short-form content for forty creators from one production day.",
    views: 96_400,
    duration: "4:05",
    daysAgo: 14,
  },
  {
    title: "Game Day Live Highlights",
    youtubeId: "dQw4w9WgXcQ",
    category: "Sponsorships",
    keywords: ["sports", "highlights"],
    description: "The matchday watch-along that turned a sponsorship into appointment viewing.",
    views: 2_310_000,
    duration: "11:02",
    daysAgo: 21,
  },
  {
    title: "Summer Drop Launch Film",
    youtubeId: "9bZkp7q19f0",
    category: "Celebrity Engagement",
    keywords: ["fashion", "launch"],
    description:
      "The launch film of a capsule collection worn by two celebrities and a hundred creators.",
    views: 731_000,
    duration: "1:45",
    daysAgo: 30,
  },
  {
    title: "Pocket Finance in 60 Seconds",
    youtubeId: "kJQP7kiw5Fk",
    category: "Digital Marketing Solutions",
    keywords: ["fintech", "explainer"],
    description:
      "Money basics in sixty seconds: the hero asset of a weekly-optimised performance campaign.",
    views: 58_900,
    duration: "1:00",
    daysAgo: 38,
  },
  {
    title: "City Lights Tour — Finale",
    youtubeId: "JGwWNGJdvx8",
    category: "Sponsorships",
    keywords: ["music", "live"],
    description: "The live-streamed finale of a ten-city sponsored tour.",
    views: 3_040_000,
    duration: "15:27",
    daysAgo: 45,
  },
  {
    title: "Fit in Five: Episode One",
    youtubeId: "OPf0YbXqDm0",
    category: "Branded Content",
    keywords: ["fitness"],
    description: "Five minutes, five moves, five trainers: the pilot of a branded fitness series.",
    views: 214_000,
    duration: "5:12",
    daysAgo: 52,
  },
  {
    title: "Voices of Tomorrow",
    youtubeId: "RgKAFK5djSk",
    category: "Celebrity Engagement",
    keywords: ["impact", "youth"],
    description: "Young changemakers and their celebrity ambassadors in conversation.",
    views: 12_700,
    duration: "6:33",
    daysAgo: 60,
  },
];

export const AGENCY_CHANNEL_TITLE = "AMSMedia";
