// The Posts screen's state filter: one entry per state, in the order the filter offers them.
// lib/data/admin-posts.ts maps each state to its query (the compiler asks for a new state's).
export const POST_STATE_LABELS = {
  public: "Public",
  draft: "Draft",
  scheduled: "Scheduled",
} as const;

export type PostState = keyof typeof POST_STATE_LABELS;

export const POST_STATES = Object.keys(POST_STATE_LABELS) as PostState[];

export function isPostState(value: string | undefined): value is PostState {
  return !!value && Object.hasOwn(POST_STATE_LABELS, value);
}
