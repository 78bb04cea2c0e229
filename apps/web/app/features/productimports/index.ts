export { ProductImportScreen } from "./product-import-screen";
export { productImportKeys } from "./productimports.queries";
