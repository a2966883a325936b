/**
 * s3rver (a real S3-compatible server) as its own process. It makes the continuation token of a listing past 1,000
 * keys with DES, which Node's OpenSSL 3 offers only in its legacy provider: in the test process, such a listing
 * answers 500. Its own process gets that provider, and nothing else does.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

export interface S3Server {
  endpoint: string;
  stop(): Promise<void>;
}

const bin = path.join(path.dirname(createRequire(import.meta.url).resolve('s3rver/package.json')), 'bin', 's3rver.js');

/** Starts it on `port` with its objects under `directory`; resolves once it answers. */
export async function startS3Server(port: number, directory: string): Promise<S3Server> {
  const child = spawn(
    process.execPath,
    [
      '--openssl-legacy-provider',
      bin,
      '--directory',
      directory,
      '--address',
      '127.0.0.1',
      '--port',
      String(port),
      '--silent',
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  let err = '';
  child.stderr?.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const endpoint = `http://127.0.0.1:${port}`;
  const until = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`s3rver exited with ${child.exitCode}: ${err}`);
    try {
      await fetch(endpoint);
      break;
    } catch {
      if (Date.now() > until) throw new Error(`s3rver did not answer on ${endpoint}: ${err}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  return {
    endpoint,
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
    },
  };
}
