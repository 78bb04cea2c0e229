export { merchandisingRoutes } from "./merchandising.routes.js";
