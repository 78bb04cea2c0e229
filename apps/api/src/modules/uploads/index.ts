export { uploadRoutes } from "./uploads.routes.js";
export { backfillImageVariants, sniffMime, storeImageVariants, storeUpload, uploadIdOf, uploadUrl, UPLOAD_LIMITS, variantKey, type UploadKind } from "./uploads.service.js";
export { findUpload } from "./uploads.repository.js";
export { uploadsJobs } from "./uploads.jobs.js";
