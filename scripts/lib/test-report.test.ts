/**
 * The closing line must count a test file that broke outside its tests as a failure. Runs the real
 * Vitest on a file whose beforeAll throws and sums its JSON report as scripts/test.mjs does.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, it } from 'vitest';
import { countVitest } from './test-report.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');

it('counts a file whose beforeAll failed as failed, not skipped', () => {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cadmax-runner-')), 'report.json');
  const run = spawnSync(
    process.execPath,
    [
      path.join(root, 'node_modules', 'vitest', 'vitest.mjs'),
      'run',
      '--config',
      path.join(import.meta.dirname, 'fixtures', 'vitest.fixture.config.ts'),
      '--reporter=json',
      `--outputFile.json=${out}`,
    ],
    { cwd: root, encoding: 'utf8' },
  );
  expect(run.status).not.toBe(0);
  const totals = { passed: 0, failed: 0, skipped: 0 };
  countVitest(JSON.parse(fs.readFileSync(out, 'utf8')), totals);
  expect(totals).toMatchObject({ passed: 0, failed: 1 });
});
