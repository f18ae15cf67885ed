export interface SocialProfile {
  /** Names the message `contact.social.<id>`. */
  id: 'group' | 'video' | 'photos';
  /** Null while the profile does not exist yet; the page then says it is coming soon. */
  url: string | null;
}

// A group page, a video channel and a photo-sharing profile without a link yet.
export const SOCIAL_PROFILES: readonly SocialProfile[] = [
  { id: 'group', url: 'https://www.facebook.com/groups/illinoistaekwondo' },
  { id: 'video', url: 'https://www.youtube.com/@illinoistaekwondo' },
  { id: 'photos', url: null },
];
