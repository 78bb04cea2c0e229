import type { OrderSummary } from "@bitmarte/contracts";

/** A checkout group name. */
export const ORDER_GROUP = "BM-261127-ABCDEF";

/** One store part of the checkout ORDER_GROUP, as order lists receive it. */
export function storePart(part: number, storeName: string): OrderSummary {
  return {
    id: `0b7f4c1e-4b7e-4d0a-9a53-1f1f5f0f0a0${part}`,
    orderName: ORDER_GROUP,
    orderNumber: `${ORDER_GROUP}-${part}`,
    orderStatusId: 1,
    orderStatus: "pending",
    bitmarteOrderStatus: { id: 1, code_name: "pending", known_name: "Pending" },
    subtotal: 5_000,
    discount: 0,
    shippingFee: 1_500,
    giftCardAmount: 0,
    total: 6_500,
    customerId: "0b7f4c1e-4b7e-4d0a-9a53-1f1f5f0f0b01",
    merchantId: `0b7f4c1e-4b7e-4d0a-9a53-1f1f5f0f0c0${part}`,
    storeId: `0b7f4c1e-4b7e-4d0a-9a53-1f1f5f0f0d0${part}`,
    storeName,
    assignedToBitmarte: false,
    assignedToShippingPartner: false,
    assignedToDispatcher: false,
    approvePayout: false,
    statusChangedAt: "2026-11-27T09:00:00.000Z",
    createdAt: "2026-11-27T09:00:00.000Z",
    updatedAt: "2026-11-27T09:00:00.000Z",
    customerName: "Ada Obi",
    itemCount: 1,
    lineCount: 1,
    firstItem: { productName: "Leather Sandals", hostedImages: [], quantity: 1, variant: null },
  };
}
