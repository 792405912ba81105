export { parseYouTubeId, isValidVideoId, watchUrl, standardThumbnail, INVALID_YOUTUBE_URL } from "./parse";
export { formatIsoDuration } from "./duration";
export { YouTubeError, type YouTubeErrorKind } from "./errors";
export { fetchYouTubeMetadata, type FetchedMetadata } from "./fetch-metadata";
