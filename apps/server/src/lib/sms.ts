/** One text message; the outbox owns retries. */
export interface SmsMessage {
  to: string;
  text: string;
}

export interface SmsTransport {
  send(message: SmsMessage): Promise<void>;
}

interface SmsConfig {
  apiUrl: string;
  accountSid: string;
  authToken: string;
  from: string;
}

/**
 * Twilio's Messages API (and the many services that copy it): a form POST to
 * `{apiUrl}/2010-04-01/Accounts/{sid}/Messages.json` with basic auth. Anything but 2xx throws, so the outbox
 * retries with backoff.
 */
export function twilioTransport(config: SmsConfig, timeoutMs = 15_000): SmsTransport {
  const url = `${config.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(config.accountSid)}/Messages.json`;
  const auth = `Basic ${Buffer.from(`${config.accountSid}:${config.authToken}`).toString('base64')}`;
  return {
    async send(m) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { Authorization: auth, 'Content-Type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ To: m.to, From: config.from, Body: m.text }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (!res.ok) {
        const body = await res.text().catch(() => '');
        throw new Error(`SMS API answered ${res.status}: ${body.slice(0, 200)}`);
      }
    },
  };
}

/** A phone number as the SMS API wants it (+ and digits), or null when it cannot be one. */
export function normalisePhone(phone: string | null | undefined): string | null {
  if (!phone) return null;
  const compact = phone.replace(/[\s().-]/g, '');
  if (compact.startsWith('00')) return normalisePhone(`+${compact.slice(2)}`);
  return /^\+?[0-9]{7,15}$/.test(compact) ? compact : null;
}
