import type { Metadata } from 'next';
import { PRODUCT_MODE, viewSegment } from '@/lib/site/catalogue-view';
import { BUILD_SAMPLE } from '@/lib/site/view-params';
import ProductViewPage, {
  generateMetadata as viewMetadata,
} from '../../../v/[view]/product/[mode]/[productId]/[[...rest]]/page';

interface Props {
  params: Promise<{ site: string; productId: string; rest?: string[] }>;
}

/**
 * The base view's product page at the spec's own URL (issue 24): a stateless request (no cookie
 * that picks a view, no queryId) lands here with no rewrite, the same cached page the proxy's
 * rewrite to `/v/base/product/p/...` gives. Next compiled that rewrite's destination on every
 * request: 14% of the storefront's CPU serving a cached product page (README, "the product page
 * without its rewrite"). Other views keep their rewrite (proxy.ts).
 */
const baseView = (params: Props['params']) =>
  params.then((p) => ({
    ...p,
    view: viewSegment({ priceGroup: null, business: false }),
    mode: PRODUCT_MODE.plain,
  }));

export const generateStaticParams = () => [{ productId: BUILD_SAMPLE, rest: [BUILD_SAMPLE] }];

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return viewMetadata({ params: baseView(params) });
}

export default function ProductPage({ params }: Props) {
  return ProductViewPage({ params: baseView(params) });
}
