export { withDefaultImages } from './default-image';
export { registerImageRoutes } from './images.routes';
export { createImageService, directoryImageSource, type ImageSource } from './images.service';
