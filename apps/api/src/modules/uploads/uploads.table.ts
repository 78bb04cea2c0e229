import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { users } from "../identity/identity.table.js";

export const uploads = pgTable(
  "uploads",
  {
    id: uuid().primaryKey().defaultRandom(),
    ownerUserId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    kind: text().$type<"image" | "document">().notNull(),
    mime: text().notNull(),
    size: integer().notNull(),
    storageKey: text().notNull(),
    originalName: text(),
    /** Images: the WebP copies (160, 320, 640 px) are stored beside the original. */
    hasVariants: boolean().notNull().default(false),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("uploads_owner_idx").on(t.ownerUserId),
    index("uploads_images_without_variants_idx").on(t.createdAt).where(sql`kind = 'image' and not has_variants`),
  ],
);
