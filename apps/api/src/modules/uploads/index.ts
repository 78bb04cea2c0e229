export { uploadRoutes } from "./uploads.routes.js";
export { sniffMime, storeUpload, uploadIdOf, uploadUrl, UPLOAD_LIMITS, type UploadKind } from "./uploads.service.js";
export { findUpload } from "./uploads.repository.js";
