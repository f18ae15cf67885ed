/** The association's public contact address (footer, contact, privacy and payment help). */
export const CONTACT_EMAIL = 'info@illinoistaekwondo.org';
