// The images module: its routes plugin and what other modules may call.
export { AVATAR_LIMITS, inspectImage, SIGNATURE_LIMITS } from './image-limits';
export { decodeBase64Image, pngDataUrl, squarePng } from './image-processing';
export { imagesRoutes } from './routes';
export { readSignature } from './signature';
