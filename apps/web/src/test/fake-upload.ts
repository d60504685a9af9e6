/**
 * A fake XMLHttpRequest for file uploads (the API client sends files over it to report progress): the test sees
 * each upload and decides its progress and its answer, as a slow phone network would deliver them.
 */
interface FakeUpload {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: unknown;
  aborted: boolean;
  progress(share: number): void;
  answer(status: number, body: unknown): void;
  dropConnection(): void;
}

export function installFakeUpload() {
  const uploads: FakeUpload[] = [];
  class FakeXhr {
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = {
      onprogress: null,
    };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    responseType = '';
    status = 0;
    responseText = '';
    private record: FakeUpload | undefined;
    private method = 'GET';
    private url = '';
    private headers: Record<string, string> = {};

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    getAllResponseHeaders() {
      return 'content-type: application/json\r\n';
    }
    abort() {
      if (this.record) this.record.aborted = true;
      this.onabort?.();
    }
    send(body: unknown) {
      const xhr = this;
      this.record = {
        method: this.method,
        url: this.url,
        headers: this.headers,
        body,
        aborted: false,
        progress(share) {
          xhr.upload.onprogress?.({ lengthComputable: true, loaded: share * 1000, total: 1000 });
        },
        answer(status, answer) {
          xhr.status = status;
          xhr.responseText = JSON.stringify(answer);
          xhr.onload?.();
        },
        dropConnection() {
          xhr.onerror?.();
        },
      };
      uploads.push(this.record);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return uploads;
}
