import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { timestamps } from "../../db/columns.js";

/** Top level of the three-level tree: category → sub-category → child category. */
export const categories = pgTable(
  "categories",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    image: text(),
    position: integer().notNull().default(0),
    ...timestamps(),
  },
  (t) => [uniqueIndex("categories_name_uq").on(sql`lower(${t.name})`)],
);

export const subCategories = pgTable(
  "sub_categories",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    categoryId: uuid()
      .notNull()
      .references(() => categories.id, { onDelete: "restrict" }),
    position: integer().notNull().default(0),
    ...timestamps(),
  },
  (t) => [uniqueIndex("sub_categories_name_uq").on(t.categoryId, sql`lower(${t.name})`)],
);

/** `categoryId` is kept equal to the sub-category's category (moves update both). */
export const childCategories = pgTable(
  "child_categories",
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    subCategoryId: uuid()
      .notNull()
      .references(() => subCategories.id, { onDelete: "restrict" }),
    categoryId: uuid()
      .notNull()
      .references(() => categories.id, { onDelete: "restrict" }),
    position: integer().notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex("child_categories_name_uq").on(t.subCategoryId, sql`lower(${t.name})`),
    index("child_categories_category_idx").on(t.categoryId),
  ],
);
