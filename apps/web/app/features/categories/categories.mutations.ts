import { categoriesEndpoints, MESSAGES } from "@bitmarte/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpointEnvelope } from "../../lib/api-client";
import { categoryKeys } from "./categories.queries";

/** The three levels of the tree. */
export type CategoryLevel = "category" | "subCategory" | "childCategory";

export const LEVEL_LABELS: Record<CategoryLevel, { one: string; many: string }> = {
  category: { one: "Category", many: "Categories" },
  subCategory: { one: "Sub-category", many: "Sub-categories" },
  childCategory: { one: "Child category", many: "Child categories" },
};

export interface CreateCategoryInput {
  level: CategoryLevel;
  name: string;
  /** The parent: the category of a sub-category, the sub-category of a child category. */
  parentId?: string;
  image?: string;
}

function createCall(input: CreateCategoryInput) {
  const opts = { userType: "admin" as const };
  if (input.level === "category") {
    return callEndpointEnvelope(categoriesEndpoints.createCategory, { body: { name: input.name, image: input.image } }, opts);
  }
  if (input.level === "subCategory") {
    return callEndpointEnvelope(categoriesEndpoints.createSubCategory, { body: { name: input.name, categoryId: input.parentId ?? "" } }, opts);
  }
  return callEndpointEnvelope(categoriesEndpoints.createChildCategory, { body: { name: input.name, subCategoryId: input.parentId ?? "" } }, opts);
}

export interface UpdateCategoryInput {
  level: CategoryLevel;
  id: string;
  name: string;
  /** Categories only: the image shown on the home page (null removes it). */
  image?: string | null;
}

function updateCall(input: UpdateCategoryInput) {
  const opts = { userType: "admin" as const };
  const params = { id: input.id };
  if (input.level === "category") {
    const body: { name: string; image?: string } = { name: input.name };
    if (input.image) body.image = input.image;
    return callEndpointEnvelope(categoriesEndpoints.updateCategory, { params, body }, opts);
  }
  if (input.level === "subCategory") return callEndpointEnvelope(categoriesEndpoints.updateSubCategory, { params, body: { name: input.name } }, opts);
  return callEndpointEnvelope(categoriesEndpoints.updateChildCategory, { params, body: { name: input.name } }, opts);
}

function deleteCall(level: CategoryLevel, id: string) {
  const opts = { userType: "admin" as const };
  if (level === "category") return callEndpointEnvelope(categoriesEndpoints.deleteCategory, { params: { id } }, opts);
  if (level === "subCategory") return callEndpointEnvelope(categoriesEndpoints.deleteSubCategory, { params: { id } }, opts);
  return callEndpointEnvelope(categoriesEndpoints.deleteChildCategory, { params: { id } }, opts);
}

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateCategoryInput) => {
      const { data, message } = await createCall(input);
      return { row: data, message: message || MESSAGES.categoryCreated };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
}

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateCategoryInput) => {
      const { data, message } = await updateCall(input);
      return { row: data, message: message || MESSAGES.categoryUpdated };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
}

/** Deletes a node; a 409 (products or children still use it) carries the server's reason. */
export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ level, id }: { level: CategoryLevel; id: string }) => {
      const { message } = await deleteCall(level, id);
      return { id, message: message || MESSAGES.categoryDeleted };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
}
