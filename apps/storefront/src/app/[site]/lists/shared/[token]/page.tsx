import type { Metadata } from 'next';
import { Suspense } from 'react';
import { tenantOf } from '@/lib/site/site';
import { SharedListRoute, sharedListMetadata } from '@/modules/lists';

type Props = { params: Promise<{ site: string; token: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return sharedListMetadata(await tenantOf(params));
}

/** `/{site}/lists/shared/{token}/`: a shared list, read-only and never indexed (issue 23). */
export default function SharedListPage({ params }: Props) {
  return (
    <Suspense fallback={<div className="mx-auto h-96 w-full max-w-4xl py-6" aria-hidden="true" />}>
      <Shared params={params} />
    </Suspense>
  );
}

async function Shared({ params }: Props) {
  const { token } = await params;
  return <SharedListRoute tenant={await tenantOf(params)} token={token} />;
}
