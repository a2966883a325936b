/**
 * The panel's build (Strapi reads this file from src/admin): one change to Strapi's own admin. Its user screens show
 * an invited user's registration link cut to 70 characters ("…"), which cannot be copied from the screen or read out
 * whole; the invitation link is shown whole (the box already breaks long words).
 */
import type { Plugin, UserConfig } from 'vite';

const CONTENT_BOX = /@strapi[\\/]admin[\\/]dist[\\/]admin[\\/]admin[\\/]src[\\/]components[\\/]ContentBox\.m?js$/;
const ELLIPSIS = 'title && title.length > 70 && titleEllipsis';

const wholeInvitationLink = (): Plugin => ({
  name: 'cadmax-whole-invitation-link',
  enforce: 'pre',
  transform(code, id) {
    if (!CONTENT_BOX.test(id.split('?')[0] ?? '')) return null;
    // Fails the build if Strapi changes the code, so an upgrade cannot drop the fix unnoticed.
    if (!code.includes(ELLIPSIS)) throw new Error(`${id}: Strapi's ContentBox changed; see src/admin/vite.config.ts`);
    return code.replace(ELLIPSIS, 'false');
  },
});

export default (config: UserConfig): UserConfig => ({
  ...config,
  plugins: [...(config.plugins ?? []), wholeInvitationLink()],
});
