import { link, mkdir, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

/** A mail to a shopper (issue 22). */
export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The sender's name the shopper sees (the site's brand: "Homy"); the address stays MAIL_FROM's. */
  fromName?: string;
  /**
   * The language the mail is written in (the site's locale: `es-CL`, `pt-BR`), sent as its
   * `Content-Language`, so a mail client reads it out, translates it or checks its spelling in it.
   */
  language?: string;
  /**
   * One delivery's own key (a job's outbox row: `outbox-42`), the same on every retry of it. Its
   * Message-ID is made of it, so a mail sent again after a crash is one message to the mail
   * client; and the `.eml` folder writes it once: a retry finds it written and sends nothing.
   */
  delivery?: { key: string; at: Date };
}

export interface Mailer {
  /** Answers where it went: the SMTP server's id, or the `.eml` file written. */
  send(mail: Mail): Promise<string>;
}

/**
 * Mails through nodemailer: over SMTP when `smtpUrl` is set (SMTP_URL), else each message is
 * written whole as an `.eml` file under `dir` (data/mail by default), to open with any mail
 * client. Nothing is sent anywhere without SMTP_URL.
 */
export function createMailer(options: { smtpUrl?: string; dir: string; from: string }): Mailer {
  const address = /<([^>]+)>/.exec(options.from)?.[1] ?? options.from.trim();
  const domain = address.split('@')[1] ?? 'fierro.local';
  const envelope = ({ fromName, delivery, language, ...mail }: Mail) => ({
    ...mail,
    from: fromName ? { name: fromName, address } : options.from,
    ...(language ? { headers: { 'Content-Language': language } } : {}),
    ...(delivery ? { messageId: `<${delivery.key}@${domain}>`, date: delivery.at } : {}),
  });
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        const info = await transport.sendMail(envelope(mail));
        return info.messageId;
      },
    };
  }
  const transport = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(mail) {
      const info = await transport.sendMail(envelope(mail));
      await mkdir(options.dir, { recursive: true });
      const at = mail.delivery?.at ?? new Date();
      const name = `${at.toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^\w.-]/g, '')}.eml`;
      const file = join(options.dir, name);
      if (!mail.delivery) {
        await writeFile(file, info.message as Buffer);
        return file;
      }
      // A keyed delivery is written once, whole: written aside, then linked in under its name,
      // which fails if it is there. Its retry (the process died after writing it, before the job
      // was marked done) finds it and stops; a crash mid-write leaves only the aside file.
      const aside = `${file}.${process.pid}.part`;
      await writeFile(aside, info.message as Buffer);
      try {
        await link(aside, file);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      } finally {
        await unlink(aside).catch(() => {});
      }
      return file;
    },
  };
}
