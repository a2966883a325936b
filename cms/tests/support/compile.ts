/**
 * Vitest global setup: builds packages/contract when stale (the CMS runs against its dist), then compiles cms/ once
 * when stale (compileCms), type errors failing the run, for every test file to boot from (a compile per boot cost each
 * file seconds); then makes the run's template database (support/template.ts), which every file's boot copies.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';
import { buildContract } from '../../../scripts/lib/contract.mjs';
import { compileCms } from '../../../scripts/lib/strapi.mjs';
import { makeTemplate } from './template';

const CMS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  buildContract();
  // The seed's images and music (tests/seed.test.ts uploads them), made once here rather than inside one file's hook
  // while other files boot beside it.
  const media = path.resolve(CMS_DIR, '..', 'media', 'out', 'manifest.json');
  if (!fs.existsSync(media))
    execFileSync(process.execPath, [path.resolve(CMS_DIR, '..', 'scripts', 'media', 'generate.mjs')], {
      stdio: 'inherit',
    });
  // As in support/cms.ts: the app's own @strapi/strapi, through NODE_PATH (npm hoists @strapi/core above it).
  process.env.NODE_PATH = [path.join(CMS_DIR, 'node_modules'), process.env.NODE_PATH]
    .filter(Boolean)
    .join(path.delimiter);
  const require = createRequire(import.meta.url);
  (require('node:module') as { Module: { _initPaths(): void } }).Module._initPaths();
  const { compileStrapi } = require('@strapi/strapi') as typeof import('@strapi/strapi');
  await compileCms(compileStrapi);
  const { template, remove } = await makeTemplate();
  project.provide('cmsTemplate', template);
  return remove;
}
