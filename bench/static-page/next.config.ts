import type { NextConfig } from 'next';

// The reference of DESIGN §7: pages of product cards rendered once at build time and served
// from Next's cache, the same framework and server as the storefront but no data and no work.
// STATIC_PAGE_ETAGS=0 builds and serves the same pages without ETags (into .next-no-etag), the
// storefront's own setting, so the benchmark also reports its ratio like for like.
const etags = process.env.STATIC_PAGE_ETAGS !== '0';
const nextConfig: NextConfig = {
  distDir: etags ? '.next' : '.next-no-etag',
  generateEtags: etags,
  poweredByHeader: false,
  trailingSlash: true,
  reactStrictMode: true,
  typescript: { ignoreBuildErrors: true },
};

export default nextConfig;
