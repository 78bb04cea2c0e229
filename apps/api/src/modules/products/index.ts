export { productsRoutes } from "./products.routes.js";
export {
  productCountsForMerchants,
  type MerchantProductCounts,
  moveProductsCategoryPath,
  setProductRatingSummary,
  existingProductIds,
} from "./products.repository.js";
export {
  listedProductCountsByCategory,
  productCardsAmong,
  storeProductCards,
  toProductCard,
} from "./products.service.js";
export { invalidateCatalogueCache } from "./catalogue-cache.js";
export { products, productVariants } from "./products.table.js";
export { currentStock, reserveStock, releaseStock, recordSales, type StockLine } from "./products.inventory.js";
