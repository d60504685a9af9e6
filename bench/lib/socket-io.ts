import type { Server as HttpServer } from 'node:http';

/**
 * Socket.IO is loaded at run time, so the other benchmarks (and type-checking) work where it is not
 * installed; the fan-out benchmark then skips the Socket.IO row and says so. Only what the benchmark uses
 * is typed here.
 */

export interface SioServerSocket {
  join(room: string): void;
}

export interface SioServer {
  attach(server: HttpServer): void;
  on(event: 'connection', listener: (socket: SioServerSocket) => void): void;
  to(room: string): { emit(event: string, data: unknown): boolean };
  readonly sockets: { readonly adapter: { readonly rooms: Map<string, Set<string>> } };
  close(callback?: (err?: Error) => void): void;
}

interface SioServerModule {
  Server: new (opts: Record<string, unknown>) => SioServer;
}

export interface SioClientSocket {
  on(event: string, listener: (...args: unknown[]) => void): void;
  once(event: string, listener: (...args: unknown[]) => void): void;
  close(): void;
}

interface SioClientModule {
  io(url: string, opts: Record<string, unknown>): SioClientSocket;
}

async function optionalImport<T>(name: string): Promise<T | undefined> {
  try {
    return (await import(name)) as T;
  } catch (err) {
    if ((err as { code?: string }).code === 'ERR_MODULE_NOT_FOUND') return undefined;
    throw err;
  }
}

export const loadSioServer = () => optionalImport<SioServerModule>('socket.io');
export const loadSioClient = () => optionalImport<SioClientModule>('socket.io-client');

/** Both halves are needed for the Socket.IO row. */
export async function socketIoAvailable(): Promise<boolean> {
  return (await loadSioServer()) !== undefined && (await loadSioClient()) !== undefined;
}
