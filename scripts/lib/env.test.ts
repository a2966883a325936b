/**
 * One way to configure (docs/deployment.md, "Environment variables"): the process environment over the root .env;
 * `npm start` writes into .env only what neither gives (its secrets), never a value the environment decides.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import dotenv from 'dotenv';
import { applyEnvFile, envFilePath, repoRoot } from '../../packages/contract/src/env';
import { ensureEnvFile, root, settingSources } from './env.mjs';
import { STRAPI_SECRETS } from './secrets.mjs';

const example = path.join(root, '.env.example');
const SECRETS = [...STRAPI_SECRETS, 'CMS_ADMIN_PASSWORD'];
let dir: string;
let file: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cadmax-env-'));
  file = path.join(dir, '.env');
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('npm start and .env', () => {
  it('writes a new .env with every secret, from .env.example', () => {
    const result = ensureEnvFile({ file, example, environment: {} });
    expect(result).toMatchObject({ created: true, generated: SECRETS });
    const written = dotenv.parse(fs.readFileSync(file, 'utf8'));
    for (const name of SECRETS) expect(written[name], name).toMatch(/.{16,}/);
    expect(written.APP_KEYS.split(',')).toHaveLength(4);
    // Strapi's panel password rules: a lower-case and an upper-case letter and a digit.
    expect(written.CMS_ADMIN_PASSWORD).toMatch(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d).{8,}$/);
    expect(written.DATABASE_CLIENT).toBe('sqlite');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
  });

  it('leaves to the environment what it gives: no contradicting value, no secret of its own', () => {
    const environment = {
      DATABASE_CLIENT: 'postgres',
      DATABASE_URL: 'postgres://db/cadmax',
      APP_KEYS: 'a,b',
      ADMIN_PASSWORD: 'An-Own-Password-42',
      CMS_ADMIN_PASSWORD: 'Panel-Pass-42',
    };
    const result = ensureEnvFile({ file, example, environment });
    expect(result.generated).toEqual(SECRETS.filter((name) => !(name in environment)));
    const text = fs.readFileSync(file, 'utf8');
    const written = dotenv.parse(text);
    for (const name of Object.keys(environment)) expect(written[name], name).toBeUndefined();
    expect(text).toMatch(/^# DATABASE_CLIENT=sqlite {3}# set by the environment when this file was written$/m);
    expect(written.PORT).toBe('3000');
  });

  it('writes no .env when the environment gives every secret', () => {
    const environment = { ...Object.fromEntries(SECRETS.map((name) => [name, `${name}-from-the-environment`])) };
    expect(ensureEnvFile({ file, example, environment })).toMatchObject({ created: false, generated: [] });
    expect(fs.existsSync(file)).toBe(false);
  });

  it('with ENV_FILE= (no file) writes none, and names the secrets the environment lacks', () => {
    const all = Object.fromEntries(SECRETS.map((name) => [name, `${name}-from-the-environment`]));
    expect(ensureEnvFile({ example, environment: { ...all, ENV_FILE: '' } })).toEqual({
      file: null,
      created: false,
      generated: [],
    });
    const { JWT_SECRET: _lacking, ...most } = all;
    expect(() => ensureEnvFile({ example, environment: { ...most, ENV_FILE: '' } })).toThrow(
      'ENV_FILE is empty (no environment file), and the environment lacks JWT_SECRET',
    );
  });

  it('fills the empty secrets of a .env copied from .env.example, and changes nothing else', () => {
    const copied = fs
      .readFileSync(example, 'utf8')
      .replace('PORT=3000', 'PORT=4100')
      .replace('CMS_PORT=1337', 'CMS_PORT=4101');
    fs.writeFileSync(file, copied);
    const result = ensureEnvFile({ file, example, environment: { JWT_SECRET: 'from-the-environment' } });
    expect(result).toMatchObject({ created: false, generated: SECRETS.filter((name) => name !== 'JWT_SECRET') });
    const before = copied.split('\n');
    const after = fs.readFileSync(file, 'utf8').split('\n');
    expect(after).toHaveLength(before.length);
    const changed = after.flatMap((line, i) => (line === before[i] ? [] : [line.split('=')[0]]));
    expect(changed.sort()).toEqual([...result.generated].sort());
    expect(dotenv.parse(after.join('\n')).PORT).toBe('4100');
    expect(dotenv.parse(after.join('\n')).JWT_SECRET).toBe('');
  });

  it('never rewrites a .env that has its secrets; appends one a .env written before it existed lacks', () => {
    ensureEnvFile({ file, example, environment: {} });
    const first = fs.readFileSync(file, 'utf8');
    expect(ensureEnvFile({ file, example, environment: {} })).toMatchObject({ created: false, generated: [] });
    expect(fs.readFileSync(file, 'utf8')).toBe(first);

    const old = first.replace(/^CMS_ADMIN_PASSWORD=.*\n/m, '');
    fs.writeFileSync(file, old);
    expect(ensureEnvFile({ file, example, environment: {} }).generated).toEqual(['CMS_ADMIN_PASSWORD']);
    expect(fs.readFileSync(file, 'utf8')).toMatch(new RegExp(`^${escapeRe(old)}CMS_ADMIN_PASSWORD=\\S+\\n$`));
  });

  it('says where each setting comes from', () => {
    fs.writeFileSync(file, 'PORT=5000\nCMS_PORT=5001\nDATABASE_CLIENT=\nNOT_A_SETTING=1\n');
    const sources = settingSources({ ENV_FILE: file, PORT: '4000', DATABASE_URL: 'postgres://db/x' });
    expect(sources.environment).toEqual(expect.arrayContaining(['PORT', 'DATABASE_URL', 'ENV_FILE']));
    expect(sources.environment).not.toContain('CMS_PORT');
    expect(sources.file).toEqual(['CMS_PORT']);
  });
});

describe('every process reads the environment over the root .env', () => {
  it('fills only what the environment lacks', () => {
    fs.writeFileSync(file, 'PORT=5000\nSITE_URL="https://www.cadmax.example"\n# CMS_PORT=9\n');
    const target: Record<string, string | undefined> = { ENV_FILE: file, PORT: '4000' };
    expect(applyEnvFile(target)).toEqual(['SITE_URL']);
    expect(target).toEqual({ ENV_FILE: file, PORT: '4000', SITE_URL: 'https://www.cadmax.example' });
  });

  it('finds the root .env wherever the process was started from; ENV_FILE= reads none', () => {
    expect(repoRoot()).toBe(root);
    expect(envFilePath({})).toBe(path.join(root, '.env'));
    expect(envFilePath({ ENV_FILE: 'deploy/prod.env' })).toBe(path.join(root, 'deploy', 'prod.env'));
    expect(envFilePath({ ENV_FILE: '' })).toBeNull();
    const target: Record<string, string | undefined> = { ENV_FILE: '' };
    expect(applyEnvFile(target)).toEqual([]);
  });
});

function escapeRe(text: string) {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
