import type { Db, DbTransaction } from "./prisma";
import { isBuildPhase, type Env } from "@/lib/env";
import { hashPassword } from "@/lib/auth/password";
import {
  AGENCY_CHANNEL_TITLE,
  seedId,
  seedProjects,
  seedSettings,
  seedVideos,
} from "./seed-content";

const DAY_MS = 86_400_000;

/**
 * Runs on every start and does its work once: the site settings row doubles as the marker, so
 * a second start (or a second server racing the first) changes nothing.
 */
export async function seedDatabase(prisma: Db, env: Env): Promise<void> {
  await prisma.$transaction(async (tx) => {
    const inserted = await tx.$executeRaw`
      INSERT INTO "site_settings" ("id", "site_name", "site_description", "theme", "max_file_size",
        "timezone", "email_notifications", "auto_approve", "highlight_urls")
      VALUES (1, ${seedSettings.siteName}, ${seedSettings.siteDescription}, ${seedSettings.theme},
        ${seedSettings.maxFileSize}, ${seedSettings.timezone}, ${seedSettings.emailNotifications},
        ${seedSettings.autoApprove}, ${seedSettings.highlightUrls})
      ON CONFLICT ("id") DO NOTHING`;
    if (inserted === 0) return;
    console.info("[db] seeding a new database");
    if (env.SEED_DEMO_CONTENT === "true") await seedDemoContent(tx);
  });
  await ensureSuperadmin(prisma, env);
}

async function seedDemoContent(tx: DbTransaction): Promise<void> {
  const now = Date.now();
  await tx.project.createMany({
    data: seedProjects.map((project, index) => ({
      id: seedId(`project:${project.title}`),
      title: project.title,
      description: project.description,
      keywords: project.keywords,
      category: project.category,
      client: project.client,
      status: "published" as const,
      image: `/seed/project-${index + 1}.webp`,
      imageAlt: `${project.title} key art`,
      createdAt: new Date(now - project.daysAgo * DAY_MS),
    })),
  });
  await tx.video.createMany({
    data: seedVideos.map((video, index) => ({
      id: seedId(`video:${video.youtubeId}`),
      title: video.title,
      description: video.description,
      keywords: video.keywords,
      category: video.category,
      status: "active" as const,
      url: `https://www.youtube.com/watch?v=${video.youtubeId}`,
      youtubeId: video.youtubeId,
      thumbnail: `/seed/video-${index + 1}.webp`,
      views: BigInt(video.views),
      duration: video.duration,
      channelTitle: AGENCY_CHANNEL_TITLE,
      publishedAt: new Date(now - video.daysAgo * DAY_MS),
      createdAt: new Date(now - video.daysAgo * DAY_MS),
    })),
  });
  // Highlights read stored metadata only, so the seeded ones need none from YouTube.
  await tx.youtubeMetadata.createMany({
    data: seedVideos.slice(0, 3).map((video, index) => ({
      youtubeId: video.youtubeId,
      title: video.title,
      description: video.description,
      thumbnail: `/seed/video-${index + 1}.webp`,
      duration: video.duration,
      views: BigInt(video.views),
      channelTitle: AGENCY_CHANNEL_TITLE,
      publishedAt: new Date(now - video.daysAgo * DAY_MS),
    })),
    skipDuplicates: true,
  });
}

/** The first superadmin comes from ADMIN_* settings; never replaced once one exists. */
async function ensureSuperadmin(prisma: Db, env: Env): Promise<void> {
  if (await hasSuperadmin(prisma)) return;
  if (!env.ADMIN_PASSWORD) {
    // Production has no default password: say once per process how to create the first account.
    if (!isBuildPhase() && !holder.__amsNoAdminLogged) console.warn(NO_SUPERADMIN_NOTICE);
    holder.__amsNoAdminLogged = true;
    return;
  }
  await createSuperadmin(prisma, {
    username: env.ADMIN_USERNAME,
    email: env.ADMIN_EMAIL,
    password: env.ADMIN_PASSWORD,
  }).catch((error: unknown) => {
    // Another server instance created it first.
    if ((error as { code?: string }).code !== "P2002") throw error;
  });
}

const holder = globalThis as typeof globalThis & { __amsNoAdminLogged?: boolean };

export const NO_SUPERADMIN_NOTICE =
  "[setup] This site has no administrator yet, and ADMIN_PASSWORD is not set, so none is created. " +
  "To create the first superadmin, either set ADMIN_PASSWORD (with ADMIN_USERNAME and ADMIN_EMAIL) and restart, " +
  "or run `npm run admin:create`, which reads the same variables or asks for the password.";

export async function hasSuperadmin(prisma: Db): Promise<boolean> {
  return (await prisma.user.count({ where: { role: "superadmin" } })) > 0;
}

export async function createSuperadmin(
  prisma: Db,
  account: { username: string; email: string; password: string },
): Promise<void> {
  await prisma.user.create({
    data: {
      username: account.username,
      usernameKey: account.username.toLowerCase(),
      email: account.email,
      emailKey: account.email.toLowerCase(),
      passwordHash: await hashPassword(account.password),
      role: "superadmin",
      status: "active",
    },
  });
}
