import sharp from 'sharp';
import { encodeMp4, rgbToYuv, type YuvFrame } from './h264';
import type { Kind } from './taxonomy';

/**
 * The seed's product videos: three short silent how-to clips per language (measure a room, paint
 * a wall, use a power tool safely), drawn as SVG frames, rasterised with sharp and written as
 * H.264 MP4 (h264.ts), each with WebVTT captions of the words it shows. A site stores them as
 * content files; products of a matching kind list one in their media.
 */

type Lang = 'es' | 'pt';
export type VideoTopic = 'measure' | 'paint' | 'tools';

const WIDTH = 256;
const HEIGHT = 144;
const FPS = 10;
const FRAMES = 40;

interface Step {
  /** First frame showing the line. */
  from: number;
  text: string;
}

interface Storyboard {
  name: string;
  title: string;
  steps: Step[];
  /** The picture at frame n: SVG in a 150x130 box, scaled into the left of the frame. */
  draw: (n: number) => string;
}

const at = (n: number, from: number, to: number) =>
  Math.max(0, Math.min(1, (n - from) / Math.max(1, to - from)));

const measure = (n: number) => {
  const length = 120 * at(n, 2, 14);
  const width = 86 * at(n, 16, 26);
  const tiles =
    n >= 28
      ? Array.from({ length: 6 }, (_, i) =>
          Array.from(
            { length: 4 },
            (_, j) =>
              `<rect x="${20 + i * 20}" y="${30 + j * 21.5}" width="19" height="20.5" fill="#d9c7a6" stroke="#a48a5c"/>`,
          ).join(''),
        ).join('')
      : '';
  return `<rect x="20" y="30" width="120" height="86" fill="#ffffff" stroke="#333" stroke-width="2"/>${tiles}<line x1="20" y1="22" x2="${20 + length}" y2="22" stroke="#d9381e" stroke-width="4"/><line x1="12" y1="30" x2="12" y2="${30 + width}" stroke="#0b4ea2" stroke-width="4"/>`;
};

const paint = (n: number) => {
  const done = at(n, 3, 36);
  const y = 24 + 96 * done;
  return `<rect x="24" y="24" width="104" height="96" fill="#f2efe8" stroke="#777" stroke-width="2"/><rect x="24" y="24" width="104" height="${96 * done}" fill="#2f7d4f"/><rect x="30" y="${y - 8}" width="92" height="14" rx="6" fill="#c27c0e"/><rect x="72" y="${y + 6}" width="8" height="18" fill="#555"/>`;
};

const tools = (n: number) => {
  const a = (n * 45) % 180;
  return `<rect x="22" y="50" width="84" height="34" rx="10" fill="#d9381e"/><rect x="106" y="60" width="18" height="14" fill="#777"/><path d="M52 84 L70 84 L64 124 L44 124 Z" fill="#333"/><g transform="rotate(${a} 134 67)"><rect x="124" y="64" width="20" height="6" fill="#444"/></g>`;
};

export const BOARDS: Record<Lang, Record<VideoTopic, Storyboard>> = {
  es: {
    measure: {
      name: 'video-medir',
      title: 'Cómo medir una habitación',
      steps: [
        { from: 2, text: 'Largo: 4 m' },
        { from: 16, text: 'Ancho: 3 m' },
        { from: 28, text: 'Área: 12 m²' },
      ],
      draw: measure,
    },
    paint: {
      name: 'video-pintar',
      title: 'Cómo pintar un muro',
      steps: [
        { from: 0, text: '1. Protege el piso' },
        { from: 12, text: '2. Primera mano' },
        { from: 26, text: '3. Segunda mano' },
      ],
      draw: paint,
    },
    tools: {
      name: 'video-herramientas',
      title: 'Uso seguro del taladro',
      steps: [
        { from: 0, text: 'Usa lentes' },
        { from: 12, text: 'Desenchufa al' },
        { from: 12, text: 'cambiar la broca' },
        { from: 26, text: 'Sujeta la pieza' },
      ],
      draw: tools,
    },
  },
  pt: {
    measure: {
      name: 'video-medir',
      title: 'Como medir um cômodo',
      steps: [
        { from: 2, text: 'Comprimento: 4 m' },
        { from: 16, text: 'Largura: 3 m' },
        { from: 28, text: 'Área: 12 m²' },
      ],
      draw: measure,
    },
    paint: {
      name: 'video-pintar',
      title: 'Como pintar uma parede',
      steps: [
        { from: 0, text: '1. Proteja o piso' },
        { from: 12, text: '2. Primeira demão' },
        { from: 26, text: '3. Segunda demão' },
      ],
      draw: paint,
    },
    tools: {
      name: 'video-ferramentas',
      title: 'Uso seguro da furadeira',
      steps: [
        { from: 0, text: 'Use óculos' },
        { from: 12, text: 'Desligue ao' },
        { from: 12, text: 'trocar a broca' },
        { from: 26, text: 'Prenda a peça' },
      ],
      draw: tools,
    },
  },
};

/** Which video a product of a kind shows (kinds without one show none). */
export const VIDEO_TOPIC_BY_KIND: Partial<Record<Kind, VideoTopic>> = {
  tile: 'measure',
  plank: 'measure',
  rug: 'measure',
  paint: 'paint',
  drill: 'tools',
  saw: 'tools',
  mower: 'tools',
};

/** The file name and title of a language's video on a topic. */
export const videoOf = (lang: Lang, topic: VideoTopic) => ({
  file: `${BOARDS[lang][topic].name}.mp4`,
  captions: `${BOARDS[lang][topic].name}.vtt`,
  title: BOARDS[lang][topic].title,
});

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

export const frameSvg = (board: Storyboard, n: number) => {
  const lines = board.steps
    .filter((s) => n >= s.from)
    .map(
      (s, i) =>
        `<text x="128" y="${48 + i * 19}" font-size="11" font-family="sans-serif" fill="#222">${esc(s.text)}</text>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}"><rect width="${WIDTH}" height="${HEIGHT}" fill="#f7f7f5"/><text x="8" y="16" font-size="12" font-weight="bold" font-family="sans-serif" fill="#d9381e">${esc(board.title)}</text><g transform="translate(4 14) scale(0.82)">${board.draw(n)}</g>${lines}<rect x="0" y="${HEIGHT - 4}" width="${(WIDTH * (n + 1)) / FRAMES}" height="4" fill="#d9381e"/></svg>`;
};

const render = async (svg: string): Promise<YuvFrame> => {
  const { data } = await sharp(Buffer.from(svg))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return rgbToYuv(data, WIDTH, HEIGHT);
};

const time = (frame: number) => {
  const ms = Math.round((frame / FPS) * 1000);
  const s = Math.floor(ms / 1000);
  return `00:00:${String(s).padStart(2, '0')}.${String(ms % 1000).padStart(3, '0')}`;
};

/** Captions: each line the picture shows, from when it appears to the end. */
const captions = (board: Storyboard, lang: Lang) => {
  const silent = lang === 'es' ? '[Video sin sonido]' : '[Vídeo sem som]';
  const cues = [
    `${time(0)} --> ${time(FRAMES)}\n${silent} ${board.title}`,
    ...board.steps.map((s) => `${time(s.from)} --> ${time(FRAMES)}\n${s.text}`),
  ];
  return `WEBVTT\n\n${cues.join('\n\n')}\n`;
};

export interface VideoFile {
  name: string;
  mediaType: string;
  body: Buffer;
}

const made = new Map<Lang, Promise<VideoFile[]>>();

/** Every video of a language with its captions (made once per process, then reused). */
export const languageVideos = (lang: Lang): Promise<VideoFile[]> => {
  let files = made.get(lang);
  if (!files) {
    files = (async () => {
      const out: VideoFile[] = [];
      for (const topic of Object.keys(BOARDS[lang]) as VideoTopic[]) {
        const board = BOARDS[lang][topic];
        const frames = await Promise.all(
          Array.from({ length: FRAMES }, (_, n) => render(frameSvg(board, n))),
        );
        const { file, captions: vtt } = videoOf(lang, topic);
        out.push({
          name: file,
          mediaType: 'video/mp4',
          body: Buffer.from(await encodeMp4(frames, FPS)),
        });
        out.push({
          name: vtt,
          mediaType: 'text/vtt; charset=utf-8',
          body: Buffer.from(captions(board, lang)),
        });
      }
      return out;
    })();
    made.set(lang, files);
  }
  return files;
};
