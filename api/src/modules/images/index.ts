// The images module: its routes plugin and what other modules may call.
export { checkedPicture, formPictureLimits } from './data-uri-picture';
export { AVATAR_LIMITS, CATALOGUE_PICTURE_LIMITS, inspectImage, LOGO_LIMITS, LOGO_MAX_WIDTH, LOGO_NOT_PNG_MESSAGE, SIGNATURE_LIMITS } from './image-limits';
export { boundedPng, decodeBase64Image, pngDataUrl, squarePng } from './image-processing';
export { imagesRoutes } from './routes';
export { readSignature } from './signature';
