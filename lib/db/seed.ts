import type { Db, DbTransaction } from "./prisma";
import type { Env } from "@/lib/env";
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
  const existing = await prisma.user.count({ where: { role: "superadmin" } });
  if (existing > 0) return;
  const passwordHash = await hashPassword(env.ADMIN_PASSWORD);
  await prisma.user
    .create({
      data: {
      username: env.ADMIN_USERNAME,
      usernameKey: env.ADMIN_USERNAME.toLowerCase(),
      email: env.ADMIN_EMAIL,
      emailKey: env.ADMIN_EMAIL.toLowerCase(),
      passwordHash,
      role: "superadmin",
      status: "active",
      },
    })
    // Another server instance created it first.
    .catch((error: unknown) => {
      if ((error as { code?: string }).code !== "P2002") throw error;
    });
}
