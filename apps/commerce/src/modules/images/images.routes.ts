import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { ErrorResponse } from '../../contract';
import { badRequest, errorBody, notFound } from '../../lib/errors';
import { issueMessage } from '../../lib/validation';
import {
  IMAGE_FITS,
  IMAGE_FORMATS,
  IMAGE_MAX_SIZE,
  IMAGE_MIN_SIZE,
  type ImageService,
  ImagesBusyError,
  type ResizeRequest,
} from './images.service';

export const ImagePathParam = z.object({
  imagePath: z
    .string()
    .regex(
      /^(?!.*\.\.)(?!.*\/\/)[A-Za-z0-9][A-Za-z0-9_./-]{0,150}(?<!\/)$/,
      'imagePath: letras, dígitos, punto, guion, guion bajo y barra (máx. 151)',
    ),
});

const size = z.coerce
  .number()
  .int('debe ser un entero')
  .min(IMAGE_MIN_SIZE)
  .max(IMAGE_MAX_SIZE)
  .optional();

export const ImageQuery = z.object({
  f: z.enum(IMAGE_FORMATS).optional(),
  fit: z.enum(IMAGE_FITS).optional(),
  w: size,
  h: size,
});

/** Spec §9: default image 400x400 jpg; thumbnails default to the phablet width 150. */
export const IMAGE_DEFAULT_SIZE = 400;
export const THUMBNAIL_DEFAULT_SIZE = 150;
const IMMUTABLE = 'public, max-age=31536000, immutable';

const binary = { 'image/*': { schema: z.string().openapi({ format: 'binary' }) } };
const errors = {
  304: { description: 'Not modified (ETag matched)' },
  400: { description: 'Bad parameter', content: { 'application/json': { schema: ErrorResponse } } },
  404: { description: 'Unknown image', content: { 'application/json': { schema: ErrorResponse } } },
  503: {
    description: 'Too many renders waiting (Retry-After); cached images are still served',
    content: { 'application/json': { schema: ErrorResponse } },
  },
};

const imageRoute = createRoute({
  method: 'get',
  path: '/images/{imagePath}',
  tags: ['images'],
  request: { params: ImagePathParam, query: ImageQuery },
  responses: { 200: { description: 'The resized image', content: binary }, ...errors },
});
const thumbnailRoute = createRoute({
  method: 'get',
  path: '/images/{imagePath}/thumbnail',
  tags: ['images'],
  request: { params: ImagePathParam, query: ImageQuery },
  responses: { 200: { description: 'The thumbnail', content: binary }, ...errors },
});

const answer = async (c: Context, images: ImageService, request: ResizeRequest) => {
  let rendered: Awaited<ReturnType<ImageService['render']>>;
  try {
    rendered = await images.render(request);
  } catch (error) {
    if (error instanceof ImagesBusyError) {
      // Not cached anywhere: the same URL renders once a slot is free.
      c.header('Retry-After', String(error.retryAfterSeconds));
      c.header('Cache-Control', 'no-store');
      return c.json(
        errorBody([
          { code: 'BUSY', message: 'Imagen en preparación, intenta de nuevo en un momento' },
        ]),
        503,
      );
    }
    // the source exists but is not a readable image
    throw notFound(`Imagen no disponible: ${request.path}`, 'imagePath');
  }
  if (!rendered) throw notFound(`Imagen desconocida: ${request.path}`, 'imagePath');
  c.header('Cache-Control', IMMUTABLE);
  c.header('ETag', rendered.etag);
  const match = c.req.header('if-none-match');
  if (match?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === rendered.etag)) {
    return c.body(null, 304);
  }
  c.header('Content-Type', rendered.contentType);
  return c.body(new Uint8Array(rendered.body), 200);
};

// biome-ignore lint/suspicious/noExplicitAny: modules mount on the app whatever its Env
export const registerImageRoutes = (app: OpenAPIHono<any>, images: ImageService): void => {
  const handler = (defaultSize: number) => (c: Context) => {
    const { imagePath } = c.req.valid('param' as never) as z.infer<typeof ImagePathParam>;
    const q = c.req.valid('query' as never) as z.infer<typeof ImageQuery>;
    return answer(c, images, {
      path: imagePath,
      format: q.f ?? 'jpg',
      fit: q.fit ?? 'cover',
      width: q.w ?? defaultSize,
      height: q.h ?? defaultSize,
    });
  };
  // biome-ignore lint/suspicious/noExplicitAny: binary answers are not typed JSON
  app.openapi(imageRoute, handler(IMAGE_DEFAULT_SIZE) as any);
  // biome-ignore lint/suspicious/noExplicitAny: binary answers are not typed JSON
  app.openapi(thumbnailRoute, handler(THUMBNAIL_DEFAULT_SIZE) as any);
  // The catalogue's image paths have folders (`socl/10001404/1`), which a `{imagePath}` segment
  // cannot hold: the same validation and answer for nested paths.
  app.get('/images/*', (c) => {
    const rest = c.req.path.slice('/images/'.length);
    const thumbnail = rest.endsWith('/thumbnail');
    const path = ImagePathParam.safeParse({
      imagePath: thumbnail ? rest.slice(0, -'/thumbnail'.length) : rest,
    });
    if (!path.success) throw badRequest(issueMessage(path.error.issues[0]!, 'es'), 'imagePath');
    const query = ImageQuery.safeParse(c.req.query());
    if (!query.success) {
      const issue = query.error.issues[0]!;
      throw badRequest(issueMessage(issue, 'es'), String(issue.path[0] ?? 'query'));
    }
    const defaultSize = thumbnail ? THUMBNAIL_DEFAULT_SIZE : IMAGE_DEFAULT_SIZE;
    return answer(c, images, {
      path: path.data.imagePath,
      format: query.data.f ?? 'jpg',
      fit: query.data.fit ?? 'cover',
      width: query.data.w ?? defaultSize,
      height: query.data.h ?? defaultSize,
    });
  });
};
