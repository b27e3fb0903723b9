import type {
  Audience,
  BannersResponse,
  ContentEntry,
  ContentPageResponse,
  HomeContentResponse,
  SmartBannerResponse,
  StoreEntry,
  TextBanner,
} from '../../contract';

export type BannerPlacement = BannersResponse['placement'];

/** What content reads from storage (entries already in their display order). */
export interface ContentRepo {
  home(
    siteId: string,
    audience: Audience,
  ): Promise<{ banners: ContentEntry[]; showcases: ContentEntry[]; brands: ContentEntry[] }>;
  banners(siteId: string, placement: BannerPlacement, now: Date): Promise<TextBanner[]>;
  smartBanner(siteId: string, smartBannerId: string): Promise<SmartBannerResponse | null>;
  /** A content page by slug, without its stores. */
  page(siteId: string, slug: string): Promise<Omit<ContentPageResponse, 'stores'> | null>;
  /** The site's stores (facilities of kind store), by region then name. */
  stores(siteId: string): Promise<StoreEntry[]>;
  /** A file the site serves as it is (the m² guide, videos), by name. */
  file(siteId: string, name: string): Promise<ContentFile | null>;
}

export interface ContentFile {
  name: string;
  mediaType: string;
  body: Uint8Array;
  sha256: string;
  updatedAt: Date;
}

const byOrder = (a: ContentEntry, b: ContentEntry) => a.order - b.order;

/** Home banners, showcases and brands of one audience (guest or business), in order. */
export const homeContent = async (
  repo: ContentRepo,
  siteId: string,
  audience: Audience,
): Promise<HomeContentResponse> => {
  const found = await repo.home(siteId, audience);
  return {
    siteId,
    audience,
    banners: [...found.banners].sort(byOrder),
    showcases: [...found.showcases].sort(byOrder),
    brands: [...found.brands].sort(byOrder),
  };
};

export const banners = async (
  repo: ContentRepo,
  siteId: string,
  placement: BannerPlacement,
  now: Date,
): Promise<BannersResponse> => ({
  siteId,
  placement,
  banners: await repo.banners(siteId, placement, now),
});

/** A content page; the stores page gets the site's stores directory. Null: no such page. */
export const contentPage = async (
  repo: ContentRepo,
  siteId: string,
  slug: string,
): Promise<ContentPageResponse | null> => {
  const page = await repo.page(siteId, slug);
  if (!page) return null;
  const stores = page.blocks.some((b) => b.type === 'stores') ? await repo.stores(siteId) : [];
  return { ...page, stores };
};

/**
 * The byte range a `Range` header asks of a file of `size` bytes (RFC 9110 §14: one range, as
 * browsers ask for media): null to send it whole, 'unsatisfiable' for a 416.
 */
export const byteRange = (
  header: string | undefined,
  size: number,
): { start: number; end: number } | 'unsatisfiable' | null => {
  const m = /^bytes=(\d*)-(\d*)$/.exec(header?.trim() ?? '');
  if (!m || (m[1] === '' && m[2] === '')) return null;
  if (m[1] === '') {
    const suffix = Number(m[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size || end < start) return 'unsatisfiable';
  return { start, end };
};
