import type { InferInsertModel } from 'drizzle-orm';
import type * as s from '../schema';

/** Insert rows of every table the generator fills, for one site (or one country for geo). */
export interface SiteRows {
  categories: InferInsertModel<typeof s.categories>[];
  brands: InferInsertModel<typeof s.brands>[];
  products: InferInsertModel<typeof s.products>[];
  variants: InferInsertModel<typeof s.variants>[];
  media: InferInsertModel<typeof s.media>[];
  specifications: InferInsertModel<typeof s.specifications>[];
  badges: InferInsertModel<typeof s.badges>[];
  prices: InferInsertModel<typeof s.prices>[];
  reviews: InferInsertModel<typeof s.reviews>[];
  collections: InferInsertModel<typeof s.collections>[];
  collectionProducts: InferInsertModel<typeof s.collectionProducts>[];
  productLinks: InferInsertModel<typeof s.productLinks>[];
  productServices: InferInsertModel<typeof s.productServices>[];
  priceGroups: InferInsertModel<typeof s.priceGroups>[];
  promotions: InferInsertModel<typeof s.promotions>[];
  promotionItems: InferInsertModel<typeof s.promotionItems>[];
  zones: InferInsertModel<typeof s.zones>[];
  zoneAreas: InferInsertModel<typeof s.zoneAreas>[];
  facilities: InferInsertModel<typeof s.facilities>[];
  zoneFacilities: InferInsertModel<typeof s.zoneFacilities>[];
  stock: InferInsertModel<typeof s.stock>[];
  deliveryRules: InferInsertModel<typeof s.deliveryRules>[];
  contentEntries: InferInsertModel<typeof s.contentEntries>[];
  banners: InferInsertModel<typeof s.banners>[];
  smartBanners: InferInsertModel<typeof s.smartBanners>[];
  searchSynonyms: InferInsertModel<typeof s.searchSynonyms>[];
  contentPages: InferInsertModel<typeof s.contentPages>[];
}

export interface GeoRows {
  geoAreas: InferInsertModel<typeof s.geoAreas>[];
  zipCodes: InferInsertModel<typeof s.zipCodes>[];
}
