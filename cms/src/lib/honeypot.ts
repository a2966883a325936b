/**
 * The public forms' hidden "website" field: people never see it, form-filling bots fill it. A filled one is
 * refused with a 400 and a message that says why (answering "Thank you!" for a dropped message would be
 * untrue to the rare person whose browser filled it in): nothing is stored or emailed, and the refusal is logged so
 * the office can see the bot traffic. docs/spec-deviations.md and docs/security.md record the choice.
 */
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { messages } from '@cadmax/contract';
import { badRequest } from './http';
import { textField } from './validation';

/** Throws the refusal when the honeypot is filled. */
export function refuseBot(strapi: Core.Strapi, ctx: Context, body: Record<string, unknown>, form: string): void {
  if (textField(body, 'website', 'Website') === '') return;
  strapi.log.warn(`[honeypot] refused a ${form} submission from ${ctx.ip}`);
  throw badRequest(messages.honeypotFilled);
}
