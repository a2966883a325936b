/**
 * The public forms' hidden "website" field: people never see it, form-filling bots fill it. A filled
 * one is dropped silently: the bot gets the normal success answer (so it learns nothing), nothing is
 * stored or emailed, and the drop is logged so the office can see the bot traffic.
 */
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { textField } from './validation';

export function isBot(strapi: Core.Strapi, ctx: Context, body: Record<string, unknown>, form: string): boolean {
  if (textField(body, 'website', 'Website') === '') return false;
  strapi.log.warn(`[honeypot] dropped a ${form} submission from ${ctx.ip}`);
  return true;
}
