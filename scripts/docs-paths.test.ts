/**
 * docs/ describes the product as it is: every repository path the docs name in backticks (`cms/src/lib/x.ts`,
 * `web/e2e/`, a pattern such as `src/api/<type>/…` excepted) is a file or folder git tracks, or one git ignores by
 * design (what a build or a run makes: `packages/contract/dist`, `cms/private/resumes`), so a move or a deletion that
 * leaves a map behind fails here, not in a reader's hands.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const TOP = /^(cms|web|packages|scripts|ops|docs|\.ci)\//;
/** A placeholder or pattern, not one path: `<type>`, `*`, `{a,b}`, `…`, `N`. */
const PATTERN = /[<>*{}…]|\.\.\./;

const tracked = new Set(execFileSync('git', ['ls-files'], { cwd: ROOT, encoding: 'utf8' }).split('\n').filter(Boolean));
const folders = new Set(
  [...tracked].flatMap((file) =>
    file
      .split('/')
      .slice(0, -1)
      .map((_, i, parts) => parts.slice(0, i + 1).join('/')),
  ),
);
const ignored = (p: string) => {
  try {
    // As a file and as a folder: a pattern such as `web/public/images/` matches only the folder, made or not.
    execFileSync('git', ['check-ignore', p, `${p}/`], { cwd: ROOT, stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};
const exists = (p: string) => {
  const clean = p.replace(/\/$/, '').replace(/:\d+(-\d+)?$/, '');
  return tracked.has(clean) || folders.has(clean) || ignored(clean);
};

const docs = fs.readdirSync(path.join(ROOT, 'docs')).filter((f) => f.endsWith('.md'));

describe.each([...docs.map((f) => `docs/${f}`), 'README.md'])('%s', (doc) => {
  it('names only paths that are in the repository', () => {
    const text = fs.readFileSync(path.join(ROOT, doc), 'utf8');
    const named = [...text.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]!).filter((p) => TOP.test(p) && !PATTERN.test(p));
    expect(named.filter((p) => !exists(p))).toEqual([]);
  });
});
