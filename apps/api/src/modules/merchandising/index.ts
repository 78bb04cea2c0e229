export { merchandisingRoutes } from "./merchandising.routes.js";
export { isOfficialOutletStore } from "./merchandising.service.js";
export { featuredImageCollections, officialOutlets, promotionProducts, promotions } from "./merchandising.table.js";
