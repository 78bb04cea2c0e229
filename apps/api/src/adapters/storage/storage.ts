import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";

/** Where uploaded bytes live. Keys are opaque, made by the uploads module. */
export interface Storage {
  put(key: string, bytes: Buffer, mime: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
}

export function localStorage(root: string): Storage {
  const full = (key: string) => path.join(path.resolve(root), key.replace(/[^A-Za-z0-9._/-]/g, "_"));
  return {
    async put(key, bytes) {
      const file = full(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, bytes);
    },
    async get(key) {
      try {
        return await readFile(full(key));
      } catch (e) {
        if ((e as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw e;
      }
    },
  };
}
