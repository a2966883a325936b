/**
 * Private files (the resumes): never under a public URL, read back only through the CMS. One interface, two
 * stores chosen by config/storage.ts: a folder on this machine, or a private bucket/prefix on S3-compatible storage
 * so every CMS instance reads what any of them stored (docs/deployment.md, "Object storage").
 */
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import type { Core } from '@strapi/strapi';
import { messages } from '@cadmax/contract';
import { HttpError } from './http';
import { objectStoreErrors } from './metrics';

export interface PrivateStore {
  /** Copies a local file in under `key` (a name the server generated). */
  put(key: string, filepath: string, mime: string): Promise<void>;
  /** The stored bytes, or null when there is no such file. */
  getStream(key: string): Promise<Readable | null>;
  /** Removes it; an absent file is not an error. */
  delete(key: string): Promise<void>;
  /** Resolves while the store can take files (readiness, lib/health.ts); never throws StoreUnavailable. */
  probe(): Promise<void>;
}

/**
 * The store failed (down, unreachable, refusing, its disk full): a temporary refusal, 503 with a message a visitor
 * understands, never a 500 or a 502. Counted in cms_object_store_errors_total; the cause goes to the log.
 */
export class StoreUnavailable extends HttpError {
  constructor(
    readonly operation: string,
    override readonly cause: unknown,
  ) {
    super(503, messages.uploadsUnavailable);
  }
}

/** The store's failures, counted and turned into StoreUnavailable; `null` answers (no such file) pass through. */
function counted(store: PrivateStore): PrivateStore {
  const guard =
    <A extends unknown[], R>(operation: string, call: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await call(...args);
      } catch (error) {
        objectStoreErrors.labels(operation).inc();
        throw operation === 'probe' ? error : new StoreUnavailable(operation, error);
      }
    };
  return {
    put: guard('put', store.put),
    getStream: guard('get', store.getStream),
    delete: guard('delete', store.delete),
    probe: guard('probe', store.probe),
  };
}

export function diskStore(dir: string): PrivateStore {
  return {
    async put(key, filepath) {
      await fsp.mkdir(dir, { recursive: true, mode: 0o700 });
      const target = path.join(dir, key);
      await fsp.copyFile(filepath, target);
      await fsp.chmod(target, 0o600);
    },
    async getStream(key) {
      const file = path.join(dir, key);
      try {
        const handle = await fsp.open(file, 'r');
        return handle.createReadStream();
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await fsp.rm(path.join(dir, key), { force: true });
    },
    async probe() {
      await fsp.mkdir(dir, { recursive: true, mode: 0o700 });
      await fsp.access(dir, fsp.constants.W_OK);
    },
  };
}

export interface S3StoreOptions {
  bucket: string;
  prefix: string;
  client: S3ClientConfig;
}

type Sdk = typeof import('@aws-sdk/client-s3');

const notFound = (error: unknown) =>
  (error as { name?: string }).name === 'NoSuchKey' ||
  (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

export function s3Store({ bucket, prefix, client: options }: S3StoreOptions): PrivateStore {
  // Loaded on first use: an instance that keeps its files on disk never loads the SDK.
  let loaded: Promise<{ sdk: Sdk; client: S3Client }> | undefined;
  const s3 = () =>
    (loaded ??= import('@aws-sdk/client-s3').then((sdk) => ({ sdk, client: new sdk.S3Client(options) })));
  const Key = (key: string) => `${prefix}${key}`;
  return {
    async put(key, filepath, mime) {
      const { sdk, client } = await s3();
      // No ACL: the object stays readable by the bucket's owner only. The body is a buffer (at most the 5 MB
      // file limit): a streamed body is sent aws-chunked, which some S3-compatible servers store as is.
      const Body = await fsp.readFile(filepath);
      await client.send(new sdk.PutObjectCommand({ Bucket: bucket, Key: Key(key), Body, ContentType: mime }));
    },
    async getStream(key) {
      const { sdk, client } = await s3();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket: bucket, Key: Key(key) }));
        return answer.Body as Readable;
      } catch (error) {
        if (notFound(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      const { sdk, client } = await s3();
      await client.send(new sdk.DeleteObjectCommand({ Bucket: bucket, Key: Key(key) }));
    },
    async probe() {
      const { sdk, client } = await s3();
      await client.send(new sdk.HeadBucketCommand({ Bucket: bucket }));
    },
  };
}

/** config/storage.ts's `resumes` (read here by shape: src/lib imports nothing from config). */
interface ResumeStorage {
  dir: string;
  s3: {
    bucket: string;
    prefix: string;
    region: string;
    endpoint?: string;
    forcePathStyle: boolean;
    credentials?: S3ClientConfig['credentials'];
  } | null;
}

const stores = new WeakMap<Core.Strapi, PrivateStore>();

/** The resume store this instance is configured with (made once per Strapi instance). */
export function resumeStore(strapi: Core.Strapi): PrivateStore {
  let store = stores.get(strapi);
  if (!store) {
    const { dir, s3 } = strapi.config.get('storage.resumes') as ResumeStorage;
    store = counted(
      s3
        ? s3Store({
            bucket: s3.bucket,
            prefix: s3.prefix,
            client: {
              region: s3.region,
              endpoint: s3.endpoint,
              forcePathStyle: s3.forcePathStyle,
              credentials: s3.credentials,
              // A store that is down answers within seconds, not after the SDK's default retries and no time limit.
              maxAttempts: 2,
              requestHandler: { connectionTimeout: 2_000, requestTimeout: 15_000 },
            },
          })
        : diskStore(path.resolve(strapi.dirs.app.root, dir)),
    );
    stores.set(strapi, store);
  }
  return store;
}
