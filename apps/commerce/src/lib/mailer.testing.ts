import { readFileSync } from 'node:fs';

/** A mail the file mailer wrote, read back for a test: headers and quoted-printable decoded. */
export interface ReadMail {
  to: string;
  subject: string;
  /** The whole message, quoted-printable undone (UTF-8 text). */
  body: string;
}

const fromBytes = (s: string) => Buffer.from(s, 'latin1').toString('utf8');
const hexByte = (_m: string, h: string) => String.fromCharCode(Number.parseInt(h, 16));

/** Parses an .eml written by createMailer({ dir }) (tests only: no MIME library needed). */
export function parseEml(raw: string): ReadMail {
  const head = (raw.split(/\r?\n\r?\n/, 1)[0] ?? '').replace(/\r?\n[ \t]+/g, ' ');
  const header = (name: string) =>
    new RegExp(`^${name}: (.*)$`, 'mi').exec(head)?.[1]?.trim() ?? '';
  const decode = (s: string) =>
    s
      .replace(/\?=\s+=\?UTF-8\?Q\?/gi, '')
      .replace(/=\?UTF-8\?Q\?(.*?)\?=/gi, (_, q: string) =>
        fromBytes(q.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, hexByte)),
      );
  const body = fromBytes(raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, hexByte));
  return { to: header('To'), subject: decode(header('Subject')), body };
}

export const readMail = (file: string) => parseEml(readFileSync(file, 'utf8'));
