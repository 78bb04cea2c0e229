import {
  type CreateFeaturedImageCollectionBodySchema,
  type CreatePromotionBodySchema,
  MESSAGES,
  productsEndpoints,
  storesEndpoints,
  type UpdateFeaturedImageCollectionBodySchema,
} from "@bitmarte/contracts";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { callEndpointEnvelope } from "../../lib/api-client";
import { merchandisingKeys } from "./merchandising.queries";

const admin = { userType: "admin" as const };

function useInvalidate(key: readonly unknown[]) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: key });
}

export function useCreatePromotion() {
  const invalidate = useInvalidate(merchandisingKeys.promotions());
  return useMutation({
    mutationFn: async (body: z.input<typeof CreatePromotionBodySchema>) => {
      const { data, message } = await callEndpointEnvelope(productsEndpoints.createPromotion, { body }, admin);
      return { promotion: data, message: message || MESSAGES.promotionCreated };
    },
    onSuccess: invalidate,
  });
}

export function useDeletePromotion() {
  const invalidate = useInvalidate(merchandisingKeys.promotions());
  return useMutation({
    mutationFn: async (promoId: string) => {
      const { message } = await callEndpointEnvelope(productsEndpoints.deletePromotion, { params: { promoId } }, admin);
      return { message: message || MESSAGES.promotionDeleted };
    },
    onSuccess: invalidate,
  });
}

export function useAddPromotionProducts() {
  const invalidate = useInvalidate(merchandisingKeys.promotions());
  return useMutation({
    mutationFn: async (body: { promotionId: string; productIds: string[] }) => {
      const { data, message } = await callEndpointEnvelope(productsEndpoints.addPromotionProducts, { body }, admin);
      return { result: data, message: message || MESSAGES.promotionProductsAdded };
    },
    onSuccess: invalidate,
  });
}

export function useRemovePromotionProduct() {
  const invalidate = useInvalidate(merchandisingKeys.promotions());
  return useMutation({
    mutationFn: async ({ promoId, productId }: { promoId: string; productId: string }) => {
      const { message } = await callEndpointEnvelope(productsEndpoints.removePromotionProduct, { params: { promoId }, body: { productId } }, admin);
      return { message: message || MESSAGES.promotionProductRemoved };
    },
    onSuccess: invalidate,
  });
}

export function useAddOutlet() {
  const invalidate = useInvalidate(merchandisingKeys.outlets());
  return useMutation({
    mutationFn: async (storeId: string) => {
      const { data, message } = await callEndpointEnvelope(productsEndpoints.addOfficialOutlet, { body: { storeId } }, admin);
      return { outlet: data, message: message || MESSAGES.officialOutletAdded };
    },
    onSuccess: invalidate,
  });
}

export function useRemoveOutlet() {
  const invalidate = useInvalidate(merchandisingKeys.outlets());
  return useMutation({
    mutationFn: async (id: string) => {
      const { message } = await callEndpointEnvelope(productsEndpoints.deleteOfficialOutlet, { params: { id } }, admin);
      return { message: message || MESSAGES.officialOutletRemoved };
    },
    onSuccess: invalidate,
  });
}

export type CollectionInput = z.input<typeof CreateFeaturedImageCollectionBodySchema>;

export function useSaveCollection() {
  const invalidate = useInvalidate(merchandisingKeys.collections());
  return useMutation({
    mutationFn: async ({ id, body }: { id?: string; body: CollectionInput }) => {
      if (id) {
        const patch: z.input<typeof UpdateFeaturedImageCollectionBodySchema> = body;
        const { data, message } = await callEndpointEnvelope(storesEndpoints.updateFeaturedImages, { params: { id }, body: patch }, admin);
        return { collection: data, message: message || MESSAGES.featuredCollectionUpdated };
      }
      const { data, message } = await callEndpointEnvelope(storesEndpoints.createFeaturedImages, { body }, admin);
      return { collection: data, message: message || MESSAGES.featuredCollectionCreated };
    },
    onSuccess: invalidate,
  });
}

export function useDeleteCollection() {
  const invalidate = useInvalidate(merchandisingKeys.collections());
  return useMutation({
    mutationFn: async (id: string) => {
      const { message } = await callEndpointEnvelope(storesEndpoints.deleteFeaturedImages, { params: { id } }, admin);
      return { message: message || MESSAGES.featuredCollectionDeleted };
    },
    onSuccess: invalidate,
  });
}
