// The names that the web fonts' deferral shares with the stylesheet and the browser tests. Kept
// free of imports, so that a test can read them without loading next/font.

/** On <html> while a first visit still shows the size-matched local faces (globals.css). */
export const WEB_FONTS_PENDING_CLASS = "web-fonts-pending";
/** The session storage key that marks the web fonts as fetched in this tab. */
export const WEB_FONTS_FETCHED_KEY = "ams-web-fonts";
