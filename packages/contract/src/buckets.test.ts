import { describe, expect, it } from 'vitest';
import { mediaBucketPolicy, resumeBucketName } from './buckets';

describe('buckets', () => {
  it('gives resumes their own bucket unless one is named (the media bucket, to share it)', () => {
    expect(resumeBucketName('cadmax-media')).toBe('cadmax-media-resumes');
    expect(resumeBucketName('cadmax-media', 'cadmax-private')).toBe('cadmax-private');
    expect(resumeBucketName('cadmax-media', 'cadmax-media')).toBe('cadmax-media');
  });

  it('grants public read on the media keys only: all of them, or those under S3_ROOT_PATH', () => {
    const statement = (rootPath?: string) => JSON.parse(mediaBucketPolicy('cadmax-media', rootPath)).Statement;
    expect(statement()).toEqual([
      {
        Sid: 'PublicReadMedia',
        Effect: 'Allow',
        Principal: '*',
        Action: 's3:GetObject',
        Resource: 'arn:aws:s3:::cadmax-media/*',
      },
    ]);
    expect(statement('/media/')[0].Resource).toBe('arn:aws:s3:::cadmax-media/media/*');
  });
});
