/** The five board seats; all are still to be filled (spec 01 §2). */
export const BOARD_SEATS = ['president', 'vicePresident', 'ceo', 'treasurer', 'secretary'] as const;
