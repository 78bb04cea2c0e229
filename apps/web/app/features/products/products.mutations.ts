import { MESSAGES, productsEndpoints } from "@bitmarte/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpointEnvelope } from "../../lib/api-client";
import type { CreateProductInput, UpdateProductInput } from "./product-form-values";
import { productKeys } from "./products.queries";

/** POST /products: the new product waits for review. */
export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: CreateProductInput) => {
      const { data, message } = await callEndpointEnvelope(productsEndpoints.create, { body }, { userType: "merchant" });
      return { product: data, message: message || MESSAGES.productCreated };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.merchant() }),
  });
}

/** PATCH /products/:id with the changed fields only. */
export function useUpdateProduct(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: UpdateProductInput) => {
      const { data, message } = await callEndpointEnvelope(productsEndpoints.update, { params: { id }, body }, { userType: "merchant" });
      return { product: data, message: message || MESSAGES.productEdited };
    },
    onSuccess: ({ product }) => {
      queryClient.setQueryData(productKeys.merchantDetail(id), product);
      return queryClient.invalidateQueries({ queryKey: productKeys.merchantLists() });
    },
  });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      const { message } = await callEndpointEnvelope(productsEndpoints.remove, { params: { id } }, { userType: "merchant" });
      return { id, message: message || MESSAGES.productDeleted };
    },
    onSuccess: ({ id }) => {
      queryClient.removeQueries({ queryKey: productKeys.merchantDetail(id) });
      return queryClient.invalidateQueries({ queryKey: productKeys.merchant() });
    },
  });
}

/** PATCH /products/update-product-inventory: the stock of a product or one of its variants. */
export function useUpdateInventory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: { productId: string; variantId?: string; quantity: number }) => {
      const { data, message } = await callEndpointEnvelope(productsEndpoints.updateInventory, { body }, { userType: "merchant" });
      return { result: data, message: message || MESSAGES.productUpdated };
    },
    onSuccess: ({ result }) => {
      queryClient.removeQueries({ queryKey: productKeys.merchantDetail(result.productId) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: productKeys.merchantLists() }),
        queryClient.invalidateQueries({ queryKey: ["products", "merchant", "low-stock"] }),
      ]);
    },
  });
}

/** Feature or stop featuring one of the merchant's products. */
export function useSetFeatured() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ productId, featured }: { productId: string; featured: boolean }) => {
      if (featured) {
        const { message } = await callEndpointEnvelope(productsEndpoints.addFeatured, { body: { productId } }, { userType: "merchant" });
        return { message: message || MESSAGES.productFeatured };
      }
      const { message } = await callEndpointEnvelope(productsEndpoints.removeFeatured, { params: { productId } }, { userType: "merchant" });
      return { message: message || MESSAGES.productUnfeatured };
    },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: productKeys.featured() }),
        queryClient.invalidateQueries({ queryKey: productKeys.merchantLists() }),
      ]),
  });
}

/** POST /products/approve-product: approve, or reject with a reason. */
export function useReviewProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { productId: string; merchantId: string; approved: boolean; reason?: string }) => {
      const { data, message } = await callEndpointEnvelope(
        productsEndpoints.approve,
        { query: { productId: input.productId, merchantId: input.merchantId }, body: { approved: input.approved, reason: input.reason } },
        { userType: "admin" },
      );
      return { result: data, message: message || (input.approved ? MESSAGES.productApproved : MESSAGES.productRejected) };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.admin() }),
  });
}
