import {
  type Category,
  type CategoryRow,
  type ChildCategory,
  MESSAGES,
  type SubCategory,
  type TopCategory,
} from "@bitmarte/contracts";
import { publish } from "../../events/domain-events.js";
import type { Ctx } from "../../http/context.js";
import { badInput, conflict, notFound } from "../../lib/errors.js";
import * as repo from "./categories.repository.js";

/** Postgres error code of a failed query (Drizzle may wrap the driver's error). */
function pgCode(e: unknown): string | undefined {
  const err = e as { code?: string; cause?: { code?: string } };
  return err?.code ?? err?.cause?.code;
}

async function uniqueName<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (e) {
    if (pgCode(e) === "23505") throw conflict(MESSAGES.categoryNameTaken, [{ path: "name", message: MESSAGES.categoryNameTaken }]);
    throw e;
  }
}

/** Deleting a row still referenced (products, lower levels) fails on the foreign key: answer 409. */
async function deleteUnlessUsed(run: () => Promise<boolean>, inUse: string): Promise<void> {
  let deleted: boolean;
  try {
    deleted = await run();
  } catch (e) {
    if (pgCode(e) === "23503") throw conflict(inUse);
    throw e;
  }
  if (!deleted) throw notFound();
}

const toChild = (c: repo.ChildCategoryRecord): ChildCategory => ({
  id: c.id,
  name: c.name,
  subCategoryId: c.subCategoryId,
  categoryId: c.categoryId,
});

function buildTree(
  cats: repo.CategoryRecord[],
  subs: repo.SubCategoryRecord[],
  children: repo.ChildCategoryRecord[],
): Category[] {
  const childrenBySub = new Map<string, ChildCategory[]>();
  for (const c of children) {
    const list = childrenBySub.get(c.subCategoryId) ?? [];
    list.push(toChild(c));
    childrenBySub.set(c.subCategoryId, list);
  }
  const subsByCategory = new Map<string, SubCategory[]>();
  for (const s of subs) {
    const list = subsByCategory.get(s.categoryId) ?? [];
    list.push({ id: s.id, name: s.name, categoryId: s.categoryId, childCategories: childrenBySub.get(s.id) ?? [] });
    subsByCategory.set(s.categoryId, list);
  }
  return cats.map((c) => ({ id: c.id, name: c.name, image: c.image, subCategories: subsByCategory.get(c.id) ?? [] }));
}

// ---- public reads ----

export async function getCategoryTree(ctx: Ctx): Promise<Category[]> {
  const [cats, subs, children] = await Promise.all([
    repo.listCategoryRecords(ctx.db),
    repo.listSubCategoryRecords(ctx.db),
    repo.listChildCategoryRecords(ctx.db),
  ]);
  return buildTree(cats, subs, children);
}

export async function getCategory(ctx: Ctx, id: string): Promise<Category> {
  const category = await repo.findCategoryRecord(ctx.db, id);
  if (!category) throw notFound();
  const [subs, children] = await Promise.all([
    repo.listSubCategoryRecords(ctx.db, id),
    repo.listChildCategoryRecords(ctx.db, { categoryId: id }),
  ]);
  return buildTree([category], subs, children)[0];
}

export async function getSubCategory(ctx: Ctx, id: string): Promise<SubCategory> {
  const sub = await repo.findSubCategoryRecord(ctx.db, id);
  if (!sub) throw notFound();
  const children = await repo.listChildCategoryRecords(ctx.db, { subCategoryId: id });
  return { id: sub.id, name: sub.name, categoryId: sub.categoryId, childCategories: children.map(toChild) };
}

export async function getChildCategoriesOf(ctx: Ctx, subCategoryId: string): Promise<ChildCategory[]> {
  const sub = await repo.findSubCategoryRecord(ctx.db, subCategoryId);
  if (!sub) throw notFound();
  return (await repo.listChildCategoryRecords(ctx.db, { subCategoryId })).map(toChild);
}

export async function getChildCategory(ctx: Ctx, id: string): Promise<ChildCategory> {
  const child = await repo.findChildCategoryRecord(ctx.db, id);
  if (!child) throw notFound();
  return toChild(child);
}

// ---- admin ----

const categoryRow = (c: repo.CategoryRecord): CategoryRow => ({
  id: c.id,
  name: c.name,
  image: c.image,
  categoryId: null,
  subCategoryId: null,
  level: "category",
});
const subCategoryRow = (s: repo.SubCategoryRecord): CategoryRow => ({
  id: s.id,
  name: s.name,
  image: null,
  categoryId: s.categoryId,
  subCategoryId: null,
  level: "subCategory",
});
const childCategoryRow = (c: repo.ChildCategoryRecord): CategoryRow => ({
  id: c.id,
  name: c.name,
  image: null,
  categoryId: c.categoryId,
  subCategoryId: c.subCategoryId,
  level: "childCategory",
});

export async function createCategory(ctx: Ctx, input: { name: string; image?: string }): Promise<CategoryRow> {
  const row = await uniqueName(() => repo.insertCategory(ctx.db, { name: input.name, image: input.image ?? null }));
  return categoryRow(row);
}

export async function updateCategory(ctx: Ctx, id: string, input: { name?: string; image?: string }): Promise<CategoryRow> {
  const row = await uniqueName(() => repo.updateCategoryRecord(ctx.db, id, input));
  if (!row) throw notFound();
  return categoryRow(row);
}

export async function deleteCategory(ctx: Ctx, id: string): Promise<{ id: string }> {
  await deleteUnlessUsed(() => repo.deleteCategoryRecord(ctx.db, id), MESSAGES.categoryInUse);
  return { id };
}

async function requireCategory(ctx: Ctx, categoryId: string) {
  const category = await repo.findCategoryRecord(ctx.db, categoryId);
  if (!category) throw badInput([{ path: "categoryId", message: "Category not found" }]);
  return category;
}

async function requireSubCategory(ctx: Ctx, subCategoryId: string) {
  const sub = await repo.findSubCategoryRecord(ctx.db, subCategoryId);
  if (!sub) throw badInput([{ path: "subCategoryId", message: "Sub-category not found" }]);
  return sub;
}

export async function createSubCategory(ctx: Ctx, input: { name: string; categoryId: string }): Promise<CategoryRow> {
  await requireCategory(ctx, input.categoryId);
  const row = await uniqueName(() => repo.insertSubCategory(ctx.db, input));
  return subCategoryRow(row);
}

/** Moving a sub-category moves its child categories and their products with it. */
export async function updateSubCategory(
  ctx: Ctx,
  id: string,
  input: { name?: string; categoryId?: string },
): Promise<CategoryRow> {
  const current = await repo.findSubCategoryRecord(ctx.db, id);
  if (!current) throw notFound();
  if (input.categoryId && input.categoryId !== current.categoryId) await requireCategory(ctx, input.categoryId);
  const row = await uniqueName(() =>
    ctx.db.transaction(async (tx) => {
      const updated = await repo.updateSubCategoryRecord(tx, id, input);
      if (!updated) throw notFound();
      if (input.categoryId && input.categoryId !== current.categoryId) {
        await repo.moveChildCategoriesOfSub(tx, id, input.categoryId);
        await publish(tx, "categories.subCategoryMoved", { subCategoryId: id, categoryId: input.categoryId });
      }
      return updated;
    }),
  );
  return subCategoryRow(row);
}

export async function deleteSubCategory(ctx: Ctx, id: string): Promise<{ id: string }> {
  await deleteUnlessUsed(() => repo.deleteSubCategoryRecord(ctx.db, id), MESSAGES.subCategoryInUse);
  return { id };
}

export async function createChildCategory(
  ctx: Ctx,
  input: { name: string; subCategoryId: string },
): Promise<CategoryRow> {
  const sub = await requireSubCategory(ctx, input.subCategoryId);
  const row = await uniqueName(() =>
    repo.insertChildCategory(ctx.db, { name: input.name, subCategoryId: sub.id, categoryId: sub.categoryId }),
  );
  return childCategoryRow(row);
}

/** Moving a child category moves its products to the new parents. */
export async function updateChildCategory(
  ctx: Ctx,
  id: string,
  input: { name?: string; subCategoryId?: string },
): Promise<CategoryRow> {
  const current = await repo.findChildCategoryRecord(ctx.db, id);
  if (!current) throw notFound();
  const moving = input.subCategoryId !== undefined && input.subCategoryId !== current.subCategoryId;
  const sub = moving ? await requireSubCategory(ctx, input.subCategoryId as string) : null;
  const row = await uniqueName(() =>
    ctx.db.transaction(async (tx) => {
      const updated = await repo.updateChildCategoryRecord(tx, id, {
        name: input.name,
        ...(sub ? { subCategoryId: sub.id, categoryId: sub.categoryId } : {}),
      });
      if (!updated) throw notFound();
      if (sub) {
        await publish(tx, "categories.childCategoryMoved", { childCategoryId: id, subCategoryId: sub.id, categoryId: sub.categoryId });
      }
      return updated;
    }),
  );
  return childCategoryRow(row);
}

export async function deleteChildCategory(ctx: Ctx, id: string): Promise<{ id: string }> {
  await deleteUnlessUsed(() => repo.deleteChildCategoryRecord(ctx.db, id), MESSAGES.childCategoryInUse);
  return { id };
}
