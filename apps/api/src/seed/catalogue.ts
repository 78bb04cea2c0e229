import type { Db } from "../db/client.js";

/** Demo categories and products (filled by the catalogue issue). */
export async function seedDemoCatalogue(_db: Db): Promise<void> {}
