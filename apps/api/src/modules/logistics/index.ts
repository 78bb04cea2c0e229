export { logisticsRoutes } from "./logistics.routes.js";
export {
  quoteShipping,
  quoteShippingMany,
  loadShippingRates,
  SHIPPING_ZONE_INFO,
  type ShippingParcel,
  type StoreShippingQuote,
} from "./logistics.service.js";
export {
  computeShippingFee,
  shippingZone,
  toKg,
  toCm,
  type ParcelItem,
  type Place,
  type ShippingFeeQuote,
  type WeightUnit,
  type DimensionUnit,
} from "./shipping-fee.js";
