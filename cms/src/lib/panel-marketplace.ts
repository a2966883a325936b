/**
 * The panel's Marketplace link (Strapi's plugin shop at market.strapi.io) means nothing to the editors here and
 * plugins are installed by developers, in code: its action is taken out after the admin's bootstrap (which has just
 * given the super admin every registered action), so no role holds it, the menu hides the link and the Roles
 * screen no longer offers it.
 */
import type { Core } from '@strapi/strapi';

export const MARKETPLACE_ACTION = 'admin::marketplace.read';

interface ActionProvider {
  delete(actionId: string): Promise<unknown>;
}

export async function hideMarketplace(strapi: Core.Strapi): Promise<void> {
  const { actionProvider } = strapi.service('admin::permission') as unknown as { actionProvider: ActionProvider };
  await actionProvider.delete(MARKETPLACE_ACTION);
  await strapi.db.query('admin::permission').deleteMany({ where: { action: MARKETPLACE_ACTION } });
}
