import type {
  Audience,
  BannersResponse,
  ContentEntry,
  HomeContentResponse,
  SmartBannerResponse,
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
