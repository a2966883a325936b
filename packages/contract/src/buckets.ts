/**
 * The buckets of object storage (docs/deployment.md, "Object storage"), for the CMS (which creates them when they are
 * missing) and the backup scripts (which restore into them): one place for the resume bucket's default name and for
 * the media bucket's public-read policy.
 */

/** The suffix of the resume bucket's default name: `<S3_BUCKET>-resumes`. */
export const RESUME_BUCKET_SUFFIX = '-resumes';

/**
 * Where resumes go with S3_BUCKET set: S3_RESUME_BUCKET, or their own bucket named after the media's. Sharing the media
 * bucket (under S3_RESUME_PREFIX) is an operator's choice, made by naming it in S3_RESUME_BUCKET: a shared bucket keeps
 * resumes private only through a policy that no test can check.
 */
export function resumeBucketName(mediaBucket: string, resumeBucket?: string): string {
  return resumeBucket || `${mediaBucket}${RESUME_BUCKET_SUFFIX}`;
}

/**
 * The media bucket's policy: anyone may read the media keys (all of them, or those under S3_ROOT_PATH), nothing else.
 * With a shared resume bucket the media must then lie under S3_ROOT_PATH, so the grant leaves out the resume prefix.
 */
export function mediaBucketPolicy(bucket: string, rootPath = ''): string {
  const prefix = rootPath.replace(/^\/+|\/+$/g, '');
  return JSON.stringify({
    Version: '2012-10-17',
    Statement: [
      {
        Sid: 'PublicReadMedia',
        Effect: 'Allow',
        Principal: '*',
        Action: 's3:GetObject',
        Resource: `arn:aws:s3:::${bucket}/${prefix ? `${prefix}/` : ''}*`,
      },
    ],
  });
}
