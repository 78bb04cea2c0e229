import { GetObjectCommand, PutObjectCommand, S3Client, S3ServiceException } from "@aws-sdk/client-s3";
import type { Storage } from "./storage.js";

export interface S3Options {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

const statusOf = (e: unknown) => (e instanceof S3ServiceException ? e.$metadata.httpStatusCode : undefined);

/** S3-compatible storage (AWS, MinIO, R2…) with path-style URLs. */
export function s3Storage(o: S3Options): Storage {
  const client = new S3Client({
    endpoint: o.endpoint,
    region: o.region,
    credentials: { accessKeyId: o.accessKeyId, secretAccessKey: o.secretAccessKey },
    forcePathStyle: true,
    // By default the SDK adds x-amz-sdk-checksum-algorithm and x-amz-checksum-crc32 to every put (and
    // aws-chunked trailers to streamed ones); several S3-compatible servers (Backblaze B2, OVH and
    // others) reject those, so checksums are only sent and checked where the S3 API requires them.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  return {
    async put(key, bytes, mime) {
      try {
        await client.send(new PutObjectCommand({ Bucket: o.bucket, Key: key, Body: bytes, ContentType: mime }));
      } catch (e) {
        throw new Error(`S3 put failed: ${statusOf(e) ?? "no response"} ${(e as Error).name}`, { cause: e });
      }
    },
    async get(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: o.bucket, Key: key }));
        if (!res.Body) return Buffer.alloc(0);
        return Buffer.from(await res.Body.transformToByteArray());
      } catch (e) {
        if (statusOf(e) === 404) return null;
        throw new Error(`S3 get failed: ${statusOf(e) ?? "no response"} ${(e as Error).name}`, { cause: e });
      }
    },
  };
}
