/** The five board seats; all are still to be filled. */
export const BOARD_SEATS = ['president', 'vicePresident', 'ceo', 'treasurer', 'secretary'] as const;
