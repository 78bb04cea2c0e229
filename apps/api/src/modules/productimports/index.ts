export { productImportsRoutes } from "./productimports.routes.js";
export { productImportsJobs } from "./productimports.jobs.js";
export { exportProductsCsv, previewImport, runImport } from "./productimports.service.js";
