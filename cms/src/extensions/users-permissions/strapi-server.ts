/**
 * Strapi loads this for its users-permissions plugin. The site has no public accounts: registration
 * is refused whatever the panel's setting, and forgot-password never answers 500 when the mail
 * cannot go out (it answers as for an unknown address, and the failure goes to the log).
 */
import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';

type Action = (ctx: Context) => Promise<unknown>;
type AuthController = Record<string, Action>;

interface UsersPermissionsPlugin {
  controllers: Record<string, (deps: { strapi: Core.Strapi }) => AuthController>;
}

/** A client's own mistake (validation, a 4xx) is still answered as such. */
const isClientError = (error: unknown) => {
  const { name, status } = (error ?? {}) as { name?: string; status?: number };
  return name === 'ValidationError' || name === 'ApplicationError' || (typeof status === 'number' && status < 500);
};

export default (plugin: UsersPermissionsPlugin): UsersPermissionsPlugin => {
  const auth = plugin.controllers.auth;
  plugin.controllers.auth = (deps) => {
    const controller = auth(deps);
    return {
      ...controller,
      register: (ctx) => Promise.resolve(ctx.throw(403, 'Registration is disabled.')),
      async forgotPassword(ctx) {
        try {
          await controller.forgotPassword(ctx);
        } catch (error) {
          if (isClientError(error)) throw error;
          deps.strapi.log.error(`Forgot-password email not sent: ${(error as Error).message}`);
          ctx.status = 200;
          ctx.body = { ok: true };
        }
      },
    };
  };
  return plugin;
};
