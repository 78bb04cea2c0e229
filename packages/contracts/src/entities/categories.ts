import { z } from "zod";
import { FileUrlSchema, requiredText, uuidInput } from "./common.js";

/** Spec §3 child category: id, name, subCategoryId, categoryId. */
export const ChildCategorySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  subCategoryId: z.uuid(),
  categoryId: z.uuid(),
});
export type ChildCategory = z.infer<typeof ChildCategorySchema>;

/** Spec §3 sub-category: id, name, categoryId (with its child categories). */
export const SubCategorySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  categoryId: z.uuid(),
  childCategories: z.array(ChildCategorySchema),
});
export type SubCategory = z.infer<typeof SubCategorySchema>;

/** Spec §3 category: id, name, subCategories (the full tree below it). */
export const CategorySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  image: z.string().nullable(),
  subCategories: z.array(SubCategorySchema),
});
export type Category = z.infer<typeof CategorySchema>;

/** Top categories (home page): a category with its number of visible products. */
export const TopCategorySchema = z.object({
  id: z.uuid(),
  name: z.string(),
  image: z.string().nullable(),
  productCount: z.number().int(),
});
export type TopCategory = z.infer<typeof TopCategorySchema>;

// ---- admin requests ----
export const CreateCategoryBodySchema = z.object({
  name: requiredText("Category name", 80, 2),
  image: FileUrlSchema.optional(),
});
export const UpdateCategoryBodySchema = CreateCategoryBodySchema.partial();

export const CreateSubCategoryBodySchema = z.object({
  name: requiredText("Sub-category name", 80, 2),
  categoryId: uuidInput("Category"),
});
export const UpdateSubCategoryBodySchema = CreateSubCategoryBodySchema.partial();

export const CreateChildCategoryBodySchema = z.object({
  name: requiredText("Child category name", 80, 2),
  subCategoryId: uuidInput("Sub-category"),
});
export const UpdateChildCategoryBodySchema = CreateChildCategoryBodySchema.partial();

/** Answer of the admin create/update calls: the row without its children. */
export const CategoryRowSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  image: z.string().nullable(),
  categoryId: z.uuid().nullable(),
  subCategoryId: z.uuid().nullable(),
  level: z.enum(["category", "subCategory", "childCategory"]),
});
export type CategoryRow = z.infer<typeof CategoryRowSchema>;

export const TopCategoriesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
