import type { ComponentType } from 'react';

/**
 * Signed-in pages whose content the prerenderer renders once, unseen, for its CSS alone
 * (the page itself is prerendered as its loading state). A page that paints a large tree at
 * once, like the admin console or a club's roster, otherwise spends a long task generating
 * and inserting its styles.
 */
export const STYLE_SAMPLES: Readonly<Record<string, () => Promise<ComponentType>>> = {
  '/admin': () =>
    import('../features/admin/admin-style-samples').then((module) => module.AdminStyleSamples),
  '/manage-club': () =>
    import('../features/club/club-style-samples').then((module) => module.ClubStyleSamples),
};
