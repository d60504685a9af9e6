import nodemailer from 'nodemailer';

/** A file sent with an e-mail; text content only (a calendar invitation), so the outbox can keep it as JSON. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

/** An e-mail: the plain-text part always, an HTML alternative and attachments when the message has them. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  attachments?: MailAttachment[] | null;
}

/** Delivers one message or throws; the outbox owns retries. */
export interface MailTransport {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const transport = nodemailer.createTransport(smtpUrl, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(m) {
      await transport.sendMail({
        from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html ?? undefined,
        attachments: m.attachments?.map((a) => ({
          filename: a.filename,
          contentType: a.contentType,
          content: a.content,
        })),
      });
    },
    close: () => transport.close(),
  };
}
