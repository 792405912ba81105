"use client";

import { createContext, useContext } from "react";

// Whether the server can read views and duration from YouTube (it has a Data API key). Without
// one the video form asks the editor for them and no "Refresh from YouTube" is offered.
const YouTubeFiguresContext = createContext(false);

export const YouTubeFiguresProvider = YouTubeFiguresContext.Provider;

export function useYouTubeFigures(): boolean {
  return useContext(YouTubeFiguresContext);
}
