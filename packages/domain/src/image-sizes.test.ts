import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ALLOWED_IMAGE_SIZES, mapImageHeight, nearestImageSize } from './image-sizes';

describe('image sizes', () => {
  it('every size the storefront asks for is allowed, and answered as asked', () => {
    const asked = [
      ...[135, 150, 180, 240, 270, 300, 360, 480].map((w) => [w, w]),
      [560, 560],
      [1120, 1120],
      [64, 64],
      [128, 128],
      [720, 720],
      [960, 960],
      [1440, 1440],
      [400, 400],
      [150, 150],
      [800, 800],
      ...[320, 480, 640].map((w) => [w, mapImageHeight(w)]),
    ] as const;
    for (const [w, h] of asked) expect(nearestImageSize(w, h)).toEqual([w, h]);
    // And nothing else (the 150 of the cards is also the thumbnail's).
    expect(ALLOWED_IMAGE_SIZES).toHaveLength(new Set(asked.map((s) => s.join('x'))).size);
  });

  it('anything else is the nearest allowed size: squares to squares, wide to a map', () => {
    expect(nearestImageSize(2000, 2000)).toEqual([1440, 1440]);
    expect(nearestImageSize(16, 16)).toEqual([64, 64]);
    expect(nearestImageSize(241, 241)).toEqual([240, 240]);
    expect(nearestImageSize(300, 170)).toEqual([320, 180]);
    fc.assert(
      fc.property(
        fc.integer({ min: 16, max: 2000 }),
        fc.integer({ min: 16, max: 2000 }),
        (w, h) => {
          const size = nearestImageSize(w, h);
          expect(ALLOWED_IMAGE_SIZES).toContainEqual(size);
        },
      ),
    );
  });
});
