import type { Db } from "../db/client.js";

/** Demo stores, hubs and applications (filled by the stores module's issue). */
export async function seedDemoStores(_db: Db): Promise<void> {}
