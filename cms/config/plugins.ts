import type { Core } from '@strapi/strapi';
import type { Env } from '@cadmax/contract/env';
import { cmsEnv } from '../src/lib/env';
import { FILE_MAX_BYTES } from '../src/lib/upload-limits';
import { s3Connection } from './storage';

/**
 * With S3_BUCKET set, the media library (images and every size and WebP copy made of them) is stored through
 * Strapi's S3 provider and served from S3_PUBLIC_URL; otherwise on the local disk under /uploads.
 */
function provider(env: Env) {
  const s3 = s3Connection(env);
  if (!s3) return {};
  // The provider gives each object a public-read ACL unless told otherwise; S3_ACL= (empty) sends none, for
  // buckets with ACLs disabled (R2, AWS's bucket-owner-enforced default) made public by a bucket policy instead.
  const acl = env.S3_ACL;
  return {
    provider: 'aws-s3',
    providerOptions: {
      baseUrl: env.S3_PUBLIC_URL ?? '',
      rootPath: env.S3_ROOT_PATH,
      s3Options: {
        region: s3.region,
        endpoint: s3.endpoint,
        forcePathStyle: s3.forcePathStyle,
        credentials: s3.credentials,
        params: { Bucket: s3.bucket, ACL: acl || undefined },
      },
    },
  };
}

const config = (): Core.Config.Plugin => {
  const env = cmsEnv();
  return {
    'users-permissions': {
      config: {
        jwtManagement: 'legacy-support',
        jwtSecret: env.JWT_SECRET,
      },
    },
    upload: {
      config: {
        ...provider(env),
        sizeLimit: FILE_MAX_BYTES,
        security: {
          // The media library holds public images only (checked by their bytes in src/extensions/upload);
          // resumes never go through it.
          allowedTypes: ['image/jpeg', 'image/png', 'image/webp'],
          deniedTypes: ['image/svg+xml', 'text/html'],
        },
        breakpoints: { large: 1280, medium: 768, small: 480 },
      },
    },
  };
};

export default config;
