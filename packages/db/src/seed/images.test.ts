import { describe, expect, it } from 'vitest';
import { bannerSvg, fitBannerText } from './images';

describe('banner text fits the part of the image every crop shows', () => {
  const wide = { width: 760, height: 380 };
  const square = { width: 600, height: 300 };
  it.each([
    ['Renueva tu baño con hasta 30% de descuento', square, 56],
    ['Renueva tu baño con hasta 30% de descuento', wide, 64],
    ['Ofertas de temporada en herramientas eléctricas y accesorios de jardín', square, 56],
    ['Pinturas', square, 56],
    ['F', square, 56],
  ])('%s in %o', (text, safe, max) => {
    const { lines, size } = fitBannerText(text, safe, max);
    expect(lines.join(' ')).toBe(text);
    expect(lines.length).toBeLessThanOrEqual(3);
    expect(size).toBeGreaterThanOrEqual(24);
    expect(size).toBeLessThanOrEqual(max);
    for (const line of lines) expect(line.length * 0.62 * size).toBeLessThanOrEqual(safe.width);
    expect(lines.length * 1.25 * size).toBeLessThanOrEqual(safe.height);
  });

  it('a short text stays on one line at the largest size', () => {
    expect(fitBannerText('Pinturas', square, 56)).toEqual({ lines: ['Pinturas'], size: 56 });
  });

  it("the hero's wide image is 3:1, its desktop ratio, so nothing is cropped", () => {
    expect(bannerSvg('Hola', '#000', true)).toContain('viewBox="0 0 1440 480"');
    expect(bannerSvg('a < b', '#000', false)).toContain('a &lt; b');
  });
});
