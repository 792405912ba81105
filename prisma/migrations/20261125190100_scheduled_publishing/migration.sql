-- Scheduled publishing: a public-status post with a future publish time stays off the site until then.
ALTER TABLE "projects" ADD COLUMN "publish_at" TIMESTAMPTZ(3);
ALTER TABLE "videos" ADD COLUMN "publish_at" TIMESTAMPTZ(3);
