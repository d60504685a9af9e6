// A feature's message catalogue (vite-messages.ts, docs/i18n.md).
declare module '*?catalogue' {
  type Message = string | ((values?: Record<string, unknown>) => string);
  export const english: Record<string, Message>;
  export const others: Record<string, () => Promise<Record<string, Message>>>;
}
