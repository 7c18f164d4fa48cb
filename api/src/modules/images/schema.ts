import * as C from '@portal/shared/contracts';
import { routeSchemas } from '../../lib/route-schema';

const route = routeSchemas('account');

export const uploadImageSchema = route("Rich-text editor image upload (multipart field 'file', images only); answers { imageUrl }", { consumes: ['multipart/form-data'] }, C.ImageUploadPayloadSchema);

export const getImageSchema = route('An uploaded editor image (PNG)', { params: C.ImageParamsSchema });
