import type { ApiApp } from '../../http/api.ts';
import { registerDeleteUploadRoute } from './delete-upload.route.ts';
import { registerGetUploadRoute } from './get-upload.route.ts';
import { registerUploadImageRoute } from './upload-image.route.ts';

/** The uploads routes, registered in the order they are matched. */
export const registerUploadsRoutes = (app: ApiApp) => {
  registerUploadImageRoute(app);
  registerGetUploadRoute(app);
  registerDeleteUploadRoute(app);
};
