/**
 * Places where the code relies on a framework's internals rather than its public API. Each test reads the
 * installed framework's own code, so an upgrade that changes what the code relies on fails here, loudly,
 * instead of quietly in production. (React Router's module script, which web/app/lib/first-paint.server.ts
 * rewrites, is checked end to end by web/e2e/public/first-paint.spec.ts.)
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { THUMBNAIL } from '../src/extensions/upload/webp-formats';

const fromCms = createRequire(path.resolve(__dirname, '../package.json'));
const fromStrapiCore = createRequire(fromCms.resolve('@strapi/core/package.json'));
const read = (file: string) => fs.readFileSync(file, 'utf8');

describe('framework contracts', () => {
  it("webp-formats.ts makes the thumbnail WebP in Strapi's own thumbnail box", () => {
    const uploadDir = path.dirname(fromCms.resolve('@strapi/upload/package.json'));
    const source = read(path.join(uploadDir, 'dist/server/services/image-manipulation.js'));
    const box = /THUMBNAIL_RESIZE_OPTIONS = \{\s*width: (\d+),\s*height: (\d+),/.exec(source);
    expect(box, 'THUMBNAIL_RESIZE_OPTIONS is gone from @strapi/upload: review webp-formats.ts').not.toBeNull();
    expect({ width: Number(box?.[1]), height: Number(box?.[2]) }).toEqual(THUMBNAIL);
  });

  it("security-headers.ts replays strapi::security per kind of request: Strapi's middleware varies by those kinds only", () => {
    const source = read(
      path.join(path.dirname(fromCms.resolve('@strapi/core/package.json')), 'dist/middlewares/security.js'),
    );
    // Every condition in the middleware that looks at the request or the environment.
    const conditions = [...source.matchAll(/\bif \(([\s\S]*?)\) \{/g)]
      .map((m) => m[1].replace(/\s+/g, ' ').trim())
      .filter((c) => /ctx\.|process\.env/.test(c));
    expect(
      conditions,
      'strapi::security changed what it varies on: review the kinds in cms/src/lib/security-headers.ts',
    ).toEqual([
      "ctx.method === 'GET' && specialPaths.some((str)=>ctx.path.startsWith(str))",
      "[ 'development', 'test' ].includes(process.env.NODE_ENV ?? '') && ctx.method === 'GET' && ctx.path.startsWith(strapi.config.get('admin.path'))",
    ]);
    // The only special path besides the GraphQL playground (which this project does not install).
    expect(source).toMatch(/const specialPaths = \[\s*'\/documentation'\s*\];/);
    expect(() => fromCms.resolve('@strapi/plugin-graphql')).toThrow();
  });

  it("public-cache.ts answers a hit on ctx.res with ctx.respond = false, which Koa's respond() honours", () => {
    const source = read(path.join(path.dirname(fromStrapiCore.resolve('koa/package.json')), 'lib/application.js'));
    const respond = /function respond\(ctx\) \{([\s\S]*?)\n\}/.exec(source)?.[1] ?? '';
    expect(respond, "Koa's respond() no longer skips a context with respond = false").toMatch(
      /if \(false === ctx\.respond\) return/,
    );
  });
});
