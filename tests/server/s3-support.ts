import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';

/**
 * An S3-compatible server for the tests: s3rver (npm) on a free port with a temporary directory
 * and one bucket. It checks no Content-MD5, answers no standard multipart ETag and has no
 * ListParts, so the code under test cannot depend on them. Answers the S3_* environment.
 */
export async function startS3(bucket = 'media'): Promise<{ env: Record<string, string>; close(): Promise<void> }> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 's3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const { port } = await server.run();
  return {
    env: {
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
      S3_FORCE_PATH_STYLE: '1',
      // s3rver takes parts of any size; real servers want 5 MiB but the last (checked by the server code).
      S3_MIN_PART_BYTES: '0',
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

/** The storage backends the storage tests run on: local disk always, S3 through s3rver. */
export const backends = ['local', 's3'] as const;
export type Backend = (typeof backends)[number];
