export { uploadRoutes } from "./uploads.routes.js";
export { uploadUrl, UPLOAD_LIMITS } from "./uploads.service.js";
export { findUpload } from "./uploads.repository.js";
