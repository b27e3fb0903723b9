'use client';
import { GALLERY_IMAGE_SIZE, GALLERY_THUMB_SIZE } from '@fierro/domain';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Glyph } from '../../../ui/glyph';
import { imageUrl as src } from '../../../ui/product-image';
import type { GalleryItem, GalleryPicture } from '../view-model';

/**
 * An image of the gallery; the tenant's fallback image when it fails. Two hands do it: before
 * hydration, the document's listener (ui/product-image.tsx) reads `data-fallback`, the same as a
 * card's image, so a shopper whose scripts are still loading never sees a broken image; after it,
 * React's state does (an error event fired before hydration is not replayed: the effect below
 * reads what the image and the listener left).
 */
function Img({
  path,
  alt,
  size,
  eager,
  fallback,
}: {
  path: string;
  alt: string;
  size: number;
  eager?: boolean;
  fallback: string | null;
}) {
  // 0: the image, 1: the tenant's fallback image, 2: a plain box (no broken-image icon).
  const [stage, setStage] = useState(0);
  const usable = stage === 0 ? path : stage === 1 ? fallback : null;
  const ref = useRef<HTMLImageElement>(null);
  const fail = () => setStage((n) => (n === 0 && fallback ? 1 : 2));
  // An image that failed before hydration fired its error event before React listened.
  // biome-ignore lint/correctness/useExhaustiveDependencies: re-check whenever the source changes
  useEffect(() => {
    const img = ref.current;
    if (!img?.complete || img.naturalWidth > 0) return;
    // The document's listener may have taken the first step already (data-failed 1 or 2).
    if (img.getAttribute('data-failed') === '2') setStage(2);
    else if (!img.hasAttribute('data-failed')) fail();
  }, [usable]);
  if (!usable) {
    return alt ? (
      <span role="img" aria-label={alt} className="block h-full w-full bg-gray-100" />
    ) : (
      <span aria-hidden="true" className="block h-full w-full bg-gray-100" />
    );
  }
  return (
    // biome-ignore lint/performance/noImgElement: the commerce image service resizes already
    <img
      ref={ref}
      src={src(usable, size)}
      srcSet={`${src(usable, size)} 1x, ${src(usable, size * 2)} 2x`}
      width={size}
      height={size}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      draggable={false}
      className="h-full w-full object-contain"
      data-fallback={stage === 0 && fallback ? src(fallback, size) : ''}
      onError={fail}
    />
  );
}

/** 360° spin: arrow keys, a range input or dragging turn the frames. */
function Spin({
  frames,
  name,
  fallback,
}: {
  frames: GalleryPicture[];
  name: string;
  fallback: string | null;
}) {
  const t = useTranslations('product');
  const [frame, setFrame] = useState(0);
  const drag = useRef<number | null>(null);
  const turn = (by: number) => setFrame((f) => (f + by + frames.length) % frames.length);
  const current = frames[frame]!;
  return (
    <div className="flex h-full w-full flex-col">
      <div
        className="min-h-0 flex-1 touch-none select-none"
        onPointerDown={(e) => {
          e.currentTarget.setPointerCapture(e.pointerId);
          drag.current = e.clientX;
        }}
        onPointerMove={(e) => {
          if (drag.current === null) return;
          const dx = e.clientX - drag.current;
          if (Math.abs(dx) > 20) {
            turn(dx > 0 ? -1 : 1);
            drag.current = e.clientX;
          }
        }}
        onPointerUp={() => {
          drag.current = null;
        }}
        onPointerCancel={() => {
          drag.current = null;
        }}
      >
        <Img
          path={current.url}
          alt={current.alt ?? name}
          size={GALLERY_IMAGE_SIZE}
          fallback={fallback}
        />
      </div>
      <label className="flex items-center gap-2 px-2 pb-2 text-xs text-gray-700">
        <span>{t('spinHint')}</span>
        <input
          type="range"
          min={0}
          max={frames.length - 1}
          value={frame}
          onChange={(e) => setFrame(Number(e.target.value))}
          aria-label={t('spin')}
          className="flex-1"
        />
      </label>
    </div>
  );
}

/**
 * A product video in the browser's own player: keyboard and screen-reader operable controls, the
 * first image as poster, nothing loads or plays until asked, captions where the file has them, and
 * a visible note that it has no sound (the text alternative of a silent video).
 */
function Video({ item, name }: { item: Extract<GalleryItem, { kind: 'VIDEO' }>; name: string }) {
  const t = useTranslations('product');
  const lang = useLocale().split('-')[0];
  const title = item.alt ?? name;
  const noteId = `video-note-${item.id}`;
  const { poster, captions } = item;
  return (
    <figure className="flex h-full w-full flex-col bg-black">
      {/* biome-ignore lint/a11y/useMediaCaption: the track is there when the file has captions */}
      <video
        controls
        playsInline
        preload="metadata"
        poster={poster ? src(poster, 560) : undefined}
        aria-label={t('videoPlayer.label', { title })}
        aria-describedby={noteId}
        className="min-h-0 w-full flex-1 object-contain"
        data-product-video
      >
        <source src={item.url} type="video/mp4" />
        {captions ? (
          <track kind="captions" src={captions} srcLang={lang} label={t('videoPlayer.captions')} />
        ) : null}
      </video>
      <figcaption id={noteId} className="bg-white px-3 py-2 text-gray-800 text-sm">
        {title}. {t('videoPlayer.silent')}
      </figcaption>
    </figure>
  );
}

/**
 * Product gallery: images, videos and 360° spin. Arrow keys on the slide region, the
 * previous/next buttons, the thumbnails and a horizontal swipe move between items (not on a
 * video, whose player takes its own keys and gestures).
 */
export function Gallery({
  items,
  name,
  fallback,
}: {
  items: GalleryItem[];
  name: string;
  fallback: string | null;
}) {
  const t = useTranslations('product');
  const [index, setIndex] = useState(0);
  const touch = useRef<number | null>(null);
  const total = Math.max(items.length, 1);
  const go = (i: number) => setIndex((i + total) % total);
  const current = items[index];

  return (
    <section aria-label={t('gallery')} className="flex flex-col gap-3">
      <section
        aria-roledescription="carousel"
        aria-label={t('mediaOf', { index: index + 1, total })}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: the slide takes arrow keys
        tabIndex={0}
        onKeyDown={(e) => {
          if (current?.kind === 'SPIN' || (e.target as HTMLElement).tagName === 'VIDEO') return;
          if (e.key === 'ArrowRight') go(index + 1);
          if (e.key === 'ArrowLeft') go(index - 1);
        }}
        onTouchStart={(e) => {
          const onVideo = (e.target as HTMLElement).tagName === 'VIDEO';
          touch.current = onVideo ? null : (e.touches[0]?.clientX ?? null);
        }}
        onTouchEnd={(e) => {
          const start = touch.current;
          const end = e.changedTouches[0]?.clientX;
          touch.current = null;
          if (start === null || end === undefined || Math.abs(end - start) < 40) return;
          go(end < start ? index + 1 : index - 1);
        }}
        className="relative aspect-square w-full overflow-hidden rounded-lg border border-gray-200 bg-white focus-visible:outline-2 focus-visible:outline-brand"
      >
        {!current ? (
          fallback ? (
            <Img path={fallback} alt={name} size={GALLERY_IMAGE_SIZE} eager fallback={null} />
          ) : null
        ) : current.kind === 'SPIN' ? (
          <Spin frames={current.frames} name={name} fallback={fallback} />
        ) : current.kind === 'VIDEO' ? (
          <Video key={current.url} item={current} name={name} />
        ) : (
          <Img
            key={current.url}
            path={current.url}
            alt={current.alt ?? name}
            size={GALLERY_IMAGE_SIZE}
            eager={index === 0}
            fallback={fallback}
          />
        )}
        {items.length > 1 ? (
          <>
            <button
              type="button"
              onClick={() => go(index - 1)}
              aria-label={t('previous')}
              className="gallery-nav left-2"
            >
              <Glyph name="chevron-left" />
            </button>
            <button
              type="button"
              onClick={() => go(index + 1)}
              aria-label={t('next')}
              className="gallery-nav right-2"
            >
              <Glyph name="chevron-right" />
            </button>
          </>
        ) : null}
      </section>
      {items.length > 1 ? (
        <ul aria-label={t('thumbnails')} className="flex gap-2 overflow-x-auto pb-1">
          {items.map((it, i) => {
            const thumb =
              it.kind === 'SPIN' ? it.frames[0]!.url : it.kind === 'VIDEO' ? it.poster : it.url;
            const label =
              it.kind === 'SPIN'
                ? t('spin')
                : it.kind === 'VIDEO'
                  ? t('video')
                  : t('mediaOf', { index: i + 1, total });
            return (
              <li key={`${it.kind}-${it.kind === 'SPIN' ? thumb : it.url}`} className="shrink-0">
                <button
                  type="button"
                  onClick={() => go(i)}
                  aria-label={label}
                  aria-current={i === index ? 'true' : undefined}
                  // .gallery-thumb (globals.css): the current one (aria-current) has the brand border.
                  className="gallery-thumb"
                >
                  {thumb ? (
                    <Img path={thumb} alt="" size={GALLERY_THUMB_SIZE} fallback={fallback} />
                  ) : (
                    <span aria-hidden="true" className="block h-full w-full bg-gray-800" />
                  )}
                  {it.kind !== 'IMAGE' ? (
                    <span className="absolute inset-x-0 bottom-0 bg-black/70 text-[10px] text-white">
                      {it.kind === 'SPIN' ? '360°' : <Glyph name="play" />}
                    </span>
                  ) : null}
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
