/**
 * s3rver (a real S3-compatible server) as its own process, and what the tests and the CMS need to use its buckets.
 * It makes the continuation token of a listing past 1,000 keys with DES, which Node's OpenSSL 3 offers only in its
 * legacy provider: in the test process, such a listing answers 500. Its own process gets that provider, and nothing
 * else does.
 */
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { CreateBucketCommand, GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';

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

/** s3rver takes any request signed with these. */
const REGION = 'us-east-1';
const KEY = 'S3RVER';

/** An S3 client of the server at `endpoint`. */
export const s3Client = (endpoint: string) =>
  new S3Client({
    endpoint,
    region: REGION,
    forcePathStyle: true,
    credentials: { accessKeyId: KEY, secretAccessKey: KEY },
  });

/** The settings that keep the CMS's media (and the backup's) in `bucket` on `endpoint`, served from `publicUrl`. */
export const bucketSettings = (endpoint: string, bucket: string, publicUrl = `${endpoint}/${bucket}`) => ({
  S3_BUCKET: bucket,
  S3_ENDPOINT: endpoint,
  S3_REGION: REGION,
  S3_ACCESS_KEY_ID: KEY,
  S3_SECRET_ACCESS_KEY: KEY,
  S3_FORCE_PATH_STYLE: 'true',
  S3_PUBLIC_URL: publicUrl,
});

/** Makes `bucket` on the server at `endpoint` (the CMS makes its resumes' bucket itself, not its media's). */
export async function createBucket(endpoint: string, bucket: string): Promise<void> {
  const s3 = s3Client(endpoint);
  try {
    await s3.send(new CreateBucketCommand({ Bucket: bucket }));
  } finally {
    s3.destroy();
  }
}

/** The keys of a bucket, every listing page. */
export async function bucketKeys(s3: S3Client, bucket: string): Promise<string[]> {
  const keys: string[] = [];
  let ContinuationToken: string | undefined;
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: bucket, ContinuationToken }));
    keys.push(...(page.Contents ?? []).map((o) => o.Key!));
    ContinuationToken = page.NextContinuationToken;
  } while (ContinuationToken);
  return keys.sort();
}

/** key → SHA-256 of every object of a bucket (read 50 at a time). */
export async function bucketContents(s3: S3Client, bucket: string): Promise<Record<string, string>> {
  const keys = await bucketKeys(s3, bucket);
  const entries: [string, string][] = [];
  for (let i = 0; i < keys.length; i += 50)
    await Promise.all(
      keys.slice(i, i + 50).map(async (Key) => {
        const object = await s3.send(new GetObjectCommand({ Bucket: bucket, Key }));
        const bytes = await object.Body!.transformToByteArray();
        entries.push([Key, crypto.createHash('sha256').update(bytes).digest('hex')]);
      }),
    );
  return Object.fromEntries(entries.sort(([x], [y]) => x.localeCompare(y)));
}
