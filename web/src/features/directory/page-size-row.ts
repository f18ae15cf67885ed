/**
 * The members' page-size row: the list and the section's skeleton (directory-sections) take
 * the same space, so the cards below do not move when the list arrives.
 */
export const PAGE_SIZE_ROW = {
  display: 'flex',
  justifyContent: 'flex-end',
  mb: 2,
  minHeight: 40,
} as const;
