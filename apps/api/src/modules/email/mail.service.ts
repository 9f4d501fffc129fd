import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** BCP 47 tag of the mail's language, e.g. `zh-TW`. */
  language?: string;
}

/** Where mail goes, for logs: the SMTP URL without its user and password. */
export function describeSmtpUrl(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl);
    return `${url.protocol}//${url.host}`;
  } catch {
    return 'smtp (unparsable URL)';
  }
}

/**
 * Outgoing mail over SMTP (nodemailer). The server, user and password come only from `SMTP_URL`; the
 * URL's credentials are never logged (nodemailer's own logger stays off).
 */
@Injectable()
export class MailService implements OnModuleDestroy {
  private readonly logger = new Logger('MailService');
  private transport: Transporter | null = null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  /** Sends one mail; rejects when the SMTP server does not accept it. */
  async send(mail: OutgoingMail): Promise<void> {
    try {
      await this.transporter().sendMail({
        from: this.config.mailFrom,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.language ? { 'Content-Language': mail.language } : undefined,
      });
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      this.logger.error(
        `mail to the domain ${mail.to.split('@')[1] ?? '?'} via ${describeSmtpUrl(this.config.smtpUrl)} failed: ${reason}`,
      );
      throw err;
    }
  }

  onModuleDestroy(): void {
    this.transport?.close();
    this.transport = null;
  }

  private transporter(): Transporter {
    this.transport ??= nodemailer.createTransport({
      url: this.config.smtpUrl,
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
      logger: false,
      debug: false,
    });
    return this.transport;
  }
}
