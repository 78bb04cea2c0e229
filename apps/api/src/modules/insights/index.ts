export { insightsRoutes } from "./insights.routes.js";
