export { productsRoutes } from "./products.routes.js";
export {
  productCountsForMerchants,
  type MerchantProductCounts,
  setProductRatingSummary,
  existingProductIds,
} from "./products.repository.js";
export {
  createProduct,
  updateProduct,
  listMerchantProducts,
  productsEventHandlers,
  productCardsAmong,
  storeProductCards,
  toProductCard,
  survivesPriceChange,
} from "./products.service.js";
export { invalidateCatalogueCache, onCatalogueDrop } from "./catalogue-cache.js";
export { currentStock, reserveStock, releaseStock, recordSales, type StockLine } from "./products.inventory.js";
export { noticeLowStock, tellImportWaiting } from "./product-notices.js";
export { productsJobs } from "./products.jobs.js";
