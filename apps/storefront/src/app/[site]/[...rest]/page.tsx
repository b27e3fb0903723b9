import { notFound } from 'next/navigation';
import { BUILD_SAMPLE } from '@/lib/site/view-params';

export const generateStaticParams = () => [{ rest: [BUILD_SAMPLE] }];

/**
 * Any path of a site that no route serves: the site's branded 404 page (not-found.tsx, in its
 * language) with a real 404 status, never Next's own English page (issue 19).
 */
export default function UnknownPage(): never {
  notFound();
}
