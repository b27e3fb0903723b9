import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { z } from 'zod';
import {
  Audience,
  BannersResponse,
  ContentPageResponse,
  ErrorResponse,
  HomeContentResponse,
  readResponses,
  SmartBannerResponse,
} from '../../contract';
import { notFound } from '../../lib/errors';
import { requireTenant, SiteIdParam } from '../../lib/tenant';
import { banners, byteRange, type ContentRepo, contentPage, homeContent } from './content.service';

const homeRoute = createRoute({
  method: 'get',
  path: '/content/v1/{siteId}/home',
  tags: ['content'],
  request: { params: SiteIdParam, query: z.object({ audience: Audience.default('guest') }) },
  responses: readResponses(HomeContentResponse, 'Home banners, showcases and brands'),
});

const bannersRoute = createRoute({
  method: 'get',
  path: '/content/v1/{siteId}/banners/{placement}',
  tags: ['content'],
  request: {
    params: SiteIdParam.extend({ placement: z.enum(['header', 'content', 'no-result']) }),
  },
  responses: readResponses(BannersResponse, 'Header, content or no-search-result banners'),
});

const smartBannerRoute = createRoute({
  method: 'get',
  path: '/search/v1/{siteId}/smart-banner/{smartBannerId}',
  tags: ['search'],
  request: {
    params: SiteIdParam.extend({
      smartBannerId: z.string().regex(/^[\w-]{1,40}$/, 'smartBannerId inválido'),
    }),
  },
  responses: readResponses(SmartBannerResponse, 'A smart banner of the search pages'),
});

const pageRoute = createRoute({
  method: 'get',
  path: '/content/v1/{siteId}/pages/{slug}',
  tags: ['content'],
  request: {
    params: SiteIdParam.extend({
      slug: z
        .string()
        .regex(/^[a-z0-9][a-z0-9-]{0,80}$/, 'slug: letras minúsculas, dígitos y guiones (máx. 81)'),
    }),
  },
  responses: readResponses(
    ContentPageResponse,
    'A content page (FAQ, terms, privacy, about us, stores, store card, guarantee)',
  ),
});

/** Files are served as stored; the name says what they are. */
const FILE_TYPES = ['pdf', 'mp4', 'vtt'] as const;
const binary = (type: string) => ({ [type]: { schema: z.string().openapi({ format: 'binary' }) } });
const fileContent = {
  ...binary('application/pdf'),
  ...binary('video/mp4'),
  ...binary('text/vtt'),
};
const errorJson = { 'application/json': { schema: ErrorResponse } };

const fileRoute = createRoute({
  method: 'get',
  path: '/content/v1/{siteId}/files/{name}',
  tags: ['content'],
  request: {
    params: SiteIdParam.extend({
      name: z
        .string()
        .regex(
          new RegExp(`^[a-z0-9][a-z0-9-]{0,80}\\.(${FILE_TYPES.join('|')})$`),
          `name: letras minúsculas, dígitos y guiones, con extensión ${FILE_TYPES.join(', ')}`,
        ),
    }),
  },
  responses: {
    200: {
      description: 'The file (the m² guide PDF, a video, its captions)',
      content: fileContent,
    },
    206: { description: 'The byte range asked with Range', content: fileContent },
    304: { description: 'Not modified (ETag matched)' },
    400: { description: 'Bad parameter', content: errorJson },
    404: { description: 'Unknown site or file', content: errorJson },
    416: { description: 'Range outside the file', content: errorJson },
  },
});

/** Files may change with a new seed or import: cached an hour, revalidated by ETag. */
const FILE_CACHE = 'public, max-age=3600';

const serveFile = async (c: Context, repo: ContentRepo, siteId: string, name: string) => {
  const file = await repo.file(siteId, name);
  if (!file) throw notFound(`Archivo desconocido: ${name}`, 'name');
  const etag = `"${file.sha256}"`;
  c.header('Cache-Control', FILE_CACHE);
  c.header('ETag', etag);
  c.header('Last-Modified', file.updatedAt.toUTCString());
  c.header('Accept-Ranges', 'bytes');
  const match = c.req.header('if-none-match');
  if (match?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
    return c.body(null, 304);
  }
  c.header('Content-Type', file.mediaType);
  c.header('Content-Disposition', `inline; filename="${file.name}"`);
  const size = file.body.length;
  // A Range naming another version (If-Range) gets the whole file.
  const ifRange = c.req.header('if-range');
  const range = ifRange && ifRange !== etag ? null : byteRange(c.req.header('range'), size);
  if (range === 'unsatisfiable') {
    c.header('Content-Range', `bytes */${size}`);
    return c.json(
      {
        errors: [
          { code: 'RANGE_NOT_SATISFIABLE', message: 'Rango fuera del archivo', field: 'Range' },
        ],
      },
      416,
    );
  }
  if (range) {
    c.header('Content-Range', `bytes ${range.start}-${range.end}/${size}`);
    return c.body(new Uint8Array(file.body.subarray(range.start, range.end + 1)), 206);
  }
  return c.body(new Uint8Array(file.body), 200);
};

export const registerContentRoutes = (
  // biome-ignore lint/suspicious/noExplicitAny: modules mount on the app whatever its Env
  app: OpenAPIHono<any>,
  deps: { repo: ContentRepo; clock: () => Date },
): void => {
  app.openapi(homeRoute, async (c) => {
    const { siteId } = c.req.valid('param');
    requireTenant(siteId);
    return c.json(await homeContent(deps.repo, siteId, c.req.valid('query').audience), 200);
  });
  app.openapi(bannersRoute, async (c) => {
    const { siteId, placement } = c.req.valid('param');
    requireTenant(siteId);
    return c.json(await banners(deps.repo, siteId, placement, deps.clock()), 200);
  });
  app.openapi(smartBannerRoute, async (c) => {
    const { siteId, smartBannerId } = c.req.valid('param');
    requireTenant(siteId);
    const banner = await deps.repo.smartBanner(siteId, smartBannerId);
    if (!banner) throw notFound(`Banner desconocido: ${smartBannerId}`, 'smartBannerId');
    return c.json(banner, 200);
  });
  app.openapi(pageRoute, async (c) => {
    const { siteId, slug } = c.req.valid('param');
    requireTenant(siteId);
    const page = await contentPage(deps.repo, siteId, slug);
    if (!page) throw notFound(`Página desconocida: ${slug}`, 'slug');
    return c.json(page, 200);
  });
  const fileHandler = async (c: Context) => {
    const { siteId, name } = c.req.valid('param' as never) as { siteId: string; name: string };
    requireTenant(siteId);
    return serveFile(c, deps.repo, siteId, name);
  };
  // biome-ignore lint/suspicious/noExplicitAny: binary answers are not typed JSON
  app.openapi(fileRoute, fileHandler as any);
};
