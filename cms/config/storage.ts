/**
 * Where files live (docs/deployment.md, "Object storage"). Local disk by default (one machine); with S3_BUCKET set,
 * an S3-compatible bucket, so every CMS instance reads what any of them wrote: the media library through Strapi's
 * S3 provider (config/plugins.ts), the private resumes through src/lib/private-files.ts.
 */
import { RESUME_NETWORK_SHARE, resumeBucketName, type Env } from '@cadmax/contract/env';
import { cmsEnv } from '../src/lib/env';

/** How to reach the bucket: the S3 client's options, shared by the media provider and the resume store. */
export interface S3Connection {
  bucket: string;
  region: string;
  endpoint?: string;
  forcePathStyle: boolean;
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

export function s3Connection(env: Env): S3Connection | null {
  const bucket = env.S3_BUCKET;
  if (!bucket) return null;
  const accessKeyId = env.S3_ACCESS_KEY_ID;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY;
  return {
    bucket,
    region: env.S3_REGION,
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
    // Without keys the SDK's own chain applies (an instance role, AWS_* variables).
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}

export interface ResumeStorage {
  /** The private folder on this machine (no bucket), relative to cms/ unless absolute. */
  dir: string;
  /** The private bucket and key prefix (with a bucket). Objects are written without a public ACL. */
  s3: (S3Connection & { prefix: string }) | null;
  /**
   * RESUME_DAILY_MAX: resumes stored by all instances together in the last 24 hours (counted in the database); past
   * it, applications with a resume answer 503 until the oldest is a day old (the rate limits bound one address, and
   * an IPv6 client has many). 0: no cap.
   */
  dailyMax: number;
  /**
   * RESUME_NETWORK_DAILY_MAX: resumes stored in the last 24 hours from one sending network (an IPv4 /24, an IPv6 /64;
   * counted in the database by a keyed hash of it); past it, that network's applications with a resume answer 429,
   * so one sender cannot spend the daily cap for every applicant. Unset: RESUME_NETWORK_SHARE of `dailyMax`. 0: none.
   */
  networkDailyMax: number;
  /**
   * RESUME_MIN_FREE_MB: below this much free space on the disk that takes the resume (the resume folder, or the
   * temp upload folder with a bucket), applications with a resume answer 503 instead of filling the disk.
   */
  minFreeBytes: number;
}

/** The media bucket (with S3_BUCKET): made at start when missing, with its public-read policy (src/lib/buckets.ts). */
export type MediaStorage = (S3Connection & { rootPath: string }) | null;

const config = (): { media: MediaStorage; resumes: ResumeStorage } => {
  const env = cmsEnv();
  const s3 = s3Connection(env);
  return {
    media: s3 && { ...s3, rootPath: env.S3_ROOT_PATH },
    resumes: {
      dir: env.RESUME_DIR,
      s3: s3 && {
        ...s3,
        // Their own private bucket, unless the operator names the media bucket (@cadmax/contract's buckets.ts).
        bucket: resumeBucketName(s3.bucket, env.S3_RESUME_BUCKET),
        prefix: env.S3_RESUME_PREFIX,
      },
      dailyMax: env.RESUME_DAILY_MAX,
      networkDailyMax: env.RESUME_NETWORK_DAILY_MAX ?? Math.ceil(env.RESUME_DAILY_MAX * RESUME_NETWORK_SHARE),
      minFreeBytes: env.RESUME_MIN_FREE_MB * 1024 * 1024,
    },
  };
};

export default config;
