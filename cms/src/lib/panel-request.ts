/** Whether the current request is the Strapi panel's, and whose (Strapi's `admin` auth strategy signs it in). */
import type { Core } from '@strapi/strapi';

export interface PanelUser {
  firstname?: string | null;
  lastname?: string | null;
  username?: string | null;
  email?: string | null;
}

/** The current request, as the panel's auth strategy leaves it. */
export type PanelRequest = { path?: string; state?: { auth?: { strategy?: { name?: string } }; user?: PanelUser } };

export const currentRequest = (strapi: Core.Strapi) => strapi.requestContext.get() as PanelRequest | undefined;

/** The panel user making the current request, or null (no request, or one not signed in to the panel). */
export function panelUser(strapi: Core.Strapi): PanelUser | null {
  const ctx = currentRequest(strapi);
  return ctx?.state?.auth?.strategy?.name === 'admin' && ctx.state.user ? ctx.state.user : null;
}
