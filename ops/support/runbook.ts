/**
 * docs/deployment.md's systemd units, read from the document itself so the runbook test runs what the docs say: each
 * `# /etc/systemd/system/<name>.service` of its `ini` block (a template's name ends in `@`), with the [Service] lines a
 * test needs to run it as systemd would (working directory, environment, command).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { ROOT } from './processes';

export interface Unit {
  name: string;
  workingDirectory: string;
  /** `Environment=` assignments, in order. */
  environment: Record<string, string>;
  /** `EnvironmentFile=` paths, in order (a template's may hold `%i`, the instance name). */
  environmentFiles: string[];
  execStart: string[];
}

/** Where the docs deploy the repository, and the node they run: replaced by this checkout and this Node. */
export const DOCS_ROOT = '/srv/cadmax';
export const DOCS_NODE = '/usr/bin/node';

export function docsUnits(file = path.join(ROOT, 'docs', 'deployment.md')): Unit[] {
  const text = fs.readFileSync(file, 'utf8');
  const block = /^### Under a process manager \(systemd\)$[\s\S]*?^```ini\n([\s\S]*?)^```$/m.exec(text);
  if (!block) throw new Error('docs/deployment.md has no systemd block under "Under a process manager (systemd)"');
  const units: Unit[] = [];
  for (const part of block[1].split(/^(?=# \/etc\/systemd\/system\/)/m)) {
    const name = /^# \/etc\/systemd\/system\/(\S+)\.service$/m.exec(part)?.[1];
    if (!name) continue;
    const lines = part.split('\n');
    const service = lines.slice(lines.indexOf('[Service]') + 1);
    const end = service.findIndex((line) => line.startsWith('['));
    const settings = (end < 0 ? service : service.slice(0, end)).filter((line) => /^\w+=/.test(line));
    const values = (key: string) =>
      settings.filter((line) => line.startsWith(`${key}=`)).map((line) => line.slice(key.length + 1));
    const one = (key: string) => {
      const [value, ...more] = values(key);
      if (value === undefined || more.length) throw new Error(`${name}: expected one ${key}=`);
      return value;
    };
    units.push({
      name,
      workingDirectory: one('WorkingDirectory'),
      // systemd's Environment=: space-separated assignments (the docs quote none).
      environment: Object.fromEntries(
        values('Environment')
          .flatMap((line) => line.split(/\s+/))
          .filter(Boolean)
          .map((pair) => [pair.slice(0, pair.indexOf('=')), pair.slice(pair.indexOf('=') + 1)]),
      ),
      environmentFiles: values('EnvironmentFile'),
      execStart: one('ExecStart').split(/\s+/),
    });
  }
  return units;
}

/** A path of the docs on this machine: the checkout for the repository's root, this Node for /usr/bin/node. */
export function local(docsPath: string): string {
  if (docsPath === DOCS_NODE) return process.execPath;
  if (docsPath === DOCS_ROOT || docsPath.startsWith(`${DOCS_ROOT}/`)) return ROOT + docsPath.slice(DOCS_ROOT.length);
  return docsPath;
}

/**
 * The environment systemd gives the unit's process: `Environment=`, then each environment file over it in order
 * (systemd's order), with the unit's paths made local. `files` maps each of the docs' file paths, `%i` replaced by
 * `instance`, to the file on this machine; `base` stands for what systemd itself sets (PATH).
 */
export function unitEnvironment(
  unit: Unit,
  files: Record<string, string>,
  base: NodeJS.ProcessEnv,
  instance = '',
): NodeJS.ProcessEnv {
  const own = Object.fromEntries(
    Object.entries(unit.environment).map(([key, value]) => [
      key,
      value
        .split(':')
        .map((part) => local(part))
        .join(':'),
    ]),
  );
  const fromFiles = unit.environmentFiles.map((docsPath) => {
    const named = docsPath.replaceAll('%i', instance);
    const file = files[named];
    if (!file) throw new Error(`${unit.name}: no file given for ${named}`);
    return parseEnv(fs.readFileSync(file, 'utf8'));
  });
  return Object.assign({ ...base, ...own }, ...fromFiles) as NodeJS.ProcessEnv;
}
