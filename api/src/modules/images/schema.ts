import { ImageParamsSchema, ImageUploadPayloadSchema } from '@portal/shared/contracts';
import { responses } from '../../lib/envelope';

export const uploadImageSchema = {
  tags: ['account'],
  summary: "Rich-text editor image upload (multipart field 'file', images only); answers { imageUrl }",
  consumes: ['multipart/form-data'],
  response: responses(ImageUploadPayloadSchema),
};

export const getImageSchema = {
  tags: ['account'],
  summary: 'An uploaded editor image (PNG)',
  params: ImageParamsSchema,
};
