/** The anchors of /members and /we-are-it, in page order. */
export const DIRECTORY_SECTION_IDS = ['clubs', 'members', 'referees', 'coaches'] as const;
export type DirectorySectionId = (typeof DIRECTORY_SECTION_IDS)[number];

/** Placeholder cards per section while it loads. */
export const SKELETON_COUNTS: Record<DirectorySectionId, number> = {
  clubs: 6,
  members: 6,
  referees: 3,
  coaches: 3,
};
