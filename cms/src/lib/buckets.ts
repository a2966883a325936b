/**
 * With S3_BUCKET set, the buckets exist before the CMS takes a request: each missing one is made at start (the media
 * bucket with its public-read policy, the resume bucket private, as a new bucket is), and a bucket that cannot be made
 * or refuses the credentials stops the start with one line saying which, why and what to do (docs/deployment.md,
 * "Object storage"), not with the first upload's failure. A store that does not answer is only logged: it is the
 * degradation readiness reports (lib/health.ts), whenever it happens.
 */
import type { BucketLocationConstraint, S3Client, S3ClientConfig } from '@aws-sdk/client-s3';
import type { Core } from '@strapi/strapi';
import { mediaBucketPolicy } from '@cadmax/contract/env';

/** config/storage.ts's `media` and `resumes.s3` (read here by shape: src/lib imports nothing from config). */
interface Bucket {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  credentials?: S3ClientConfig['credentials'];
}

const DOCS = 'docs/deployment.md, "Object storage"';

/** Stops the start: the message is the whole story, so no stack trace buries it. */
class BucketError extends Error {
  constructor(message: string) {
    super(`${message} (${DOCS}).`);
    this.name = 'BucketError';
    this.stack = `${this.name}: ${this.message}`;
  }
}

const statusOf = (error: unknown) => (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
const why = (error: unknown) => {
  const { name, message } = error as Error;
  return [name, message].filter(Boolean).join(': ') || String(error);
};

export async function ensureBuckets(strapi: Core.Strapi): Promise<void> {
  const media = strapi.config.get('storage.media') as (Bucket & { rootPath: string }) | null;
  if (!media) return;
  const resumes = (strapi.config.get('storage.resumes') as { s3: Bucket | null }).s3;
  const sdk = await import('@aws-sdk/client-s3');
  const client = new sdk.S3Client({
    region: media.region,
    endpoint: media.endpoint,
    forcePathStyle: media.forcePathStyle,
    credentials: media.credentials,
    maxAttempts: 2,
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 15_000 },
  });
  const where = media.endpoint ?? `AWS S3 (${media.region})`;

  /** True when the bucket had to be made. */
  const ensure = async (bucket: string, role: string): Promise<boolean> => {
    try {
      await client.send(new sdk.HeadBucketCommand({ Bucket: bucket }));
      return false;
    } catch (error) {
      const status = statusOf(error);
      if (status === 403)
        throw new BucketError(
          `Object storage: the ${role} bucket "${bucket}" at ${where} refuses these credentials (403); check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, and that the bucket is yours`,
        );
      if (status !== 404) {
        // The store away at start is a degradation, as it is later (uploads answer 503, readiness says so), not a
        // reason to take the instance down.
        strapi.log.warn(
          `Object storage: cannot reach the ${role} bucket "${bucket}" at ${where} (${why(error)}); uploads answer 503 until it answers.`,
        );
        return false;
      }
    }
    try {
      // Outside AWS's first region, AWS wants the region named; other providers take their endpoint's.
      const location =
        !media.endpoint && media.region !== 'us-east-1'
          ? { CreateBucketConfiguration: { LocationConstraint: media.region as BucketLocationConstraint } }
          : {};
      await client.send(new sdk.CreateBucketCommand({ Bucket: bucket, ...location }));
    } catch (error) {
      throw new BucketError(
        `Object storage: the ${role} bucket "${bucket}" does not exist at ${where} and could not be made (${why(error)}); create it, or allow these credentials s3:CreateBucket`,
      );
    }
    strapi.log.info(`Object storage: made the ${role} bucket "${bucket}" at ${where}.`);
    return true;
  };

  try {
    const shared = resumes?.bucket === media.bucket;
    if ((await ensure(media.bucket, 'media')) && !shared) await makePublic(strapi, client, sdk, media);
    if (resumes && !shared) await ensure(resumes.bucket, 'resume');
  } finally {
    client.destroy();
  }
}

/**
 * The media bucket just made gets the policy the docs give, so its images load; never one shared with the resumes
 * (the operator's policy must leave their prefix out). A provider that refuses it (AWS with Block Public Access on,
 * one without bucket policies) leaves that to the operator: a warning, not a stop.
 */
async function makePublic(
  strapi: Core.Strapi,
  client: S3Client,
  sdk: typeof import('@aws-sdk/client-s3'),
  media: Bucket & { rootPath: string },
): Promise<void> {
  try {
    await client.send(
      new sdk.PutBucketPolicyCommand({ Bucket: media.bucket, Policy: mediaBucketPolicy(media.bucket, media.rootPath) }),
    );
  } catch (error) {
    strapi.log.warn(
      `Object storage: the media bucket "${media.bucket}" was made, but its public-read policy was refused (${why(error)}): images will not load until the bucket serves them publicly (${DOCS}).`,
    );
  }
}
