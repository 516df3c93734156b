import crypto from 'node:crypto';
import pg from 'pg';

/**
 * Messages between the processes that share one PostgreSQL database (several workers of one
 * server, or several servers behind a load balancer), over LISTEN/NOTIFY: one extra connection per
 * process listens, NOTIFY is sent through the pool. Used to end cached sessions everywhere at once.
 */
export interface ChangeBus {
  /** Registers the handler and listens on the channel (resolves once listening). */
  subscribe(channel: string, handler: (payload: string) => void): Promise<void>;
  /**
   * Sends a message to every process listening on the channel, this one included; resolves when
   * this process has received it back (PostgreSQL has then handed it to every listener), or after
   * ECHO_TIMEOUT_MS when the listening connection is down.
   */
  publish(channel: string, payload: string): Promise<void>;
  /** Told false when the listening connection is lost (messages may be missed) and true once it listens again. */
  onListening(handler: (listening: boolean) => void): void;
  close(): Promise<void>;
}

const ECHO_TIMEOUT_MS = 2_000;
const RECONNECT_MS = 1_000;
const CHANNEL = /^[a-z_]{1,60}$/;

export function createPgBus(connectionString: string, pool: pg.Pool): ChangeBus {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  const echoes = new Map<string, () => void>();
  const listeningHandlers = new Set<(listening: boolean) => void>();
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let closed = false;
  let timer: NodeJS.Timeout | undefined;

  const tell = (listening: boolean) => {
    for (const handler of listeningHandlers) handler(listening);
  };

  const lost = (lostClient: pg.Client) => {
    if (client !== lostClient) return;
    client = null;
    tell(false);
    lostClient.end().catch(() => undefined);
    if (!closed) timer = setTimeout(() => void connect().catch(() => undefined), RECONNECT_MS);
  };

  async function connect(): Promise<void> {
    if (client || closed) return;
    if (connecting) return connecting;
    connecting = (async () => {
      const next = new pg.Client({ connectionString });
      next.on('notification', (message) => {
        const text = message.payload ?? '';
        const cut = text.indexOf('|');
        const id = text.slice(0, cut);
        echoes.get(id)?.();
        for (const handler of handlers.get(message.channel) ?? []) handler(text.slice(cut + 1));
      });
      next.on('error', () => lost(next));
      next.on('end', () => lost(next));
      try {
        await next.connect();
        for (const channel of handlers.keys()) await next.query(`LISTEN ${channel}`);
      } catch (error) {
        await next.end().catch(() => undefined);
        if (!closed) timer = setTimeout(() => void connect().catch(() => undefined), RECONNECT_MS);
        throw error;
      }
      client = next;
      tell(true);
    })().finally(() => {
      connecting = null;
    });
    return connecting;
  }

  return {
    async subscribe(channel, handler) {
      if (!CHANNEL.test(channel)) throw new Error(`bad channel name ${channel}`);
      const known = handlers.has(channel);
      if (!known) handlers.set(channel, new Set());
      handlers.get(channel)!.add(handler);
      if (!client) await connect();
      else if (!known) await client.query(`LISTEN ${channel}`);
    },
    async publish(channel, payload) {
      const id = crypto.randomBytes(8).toString('hex');
      let timeout: NodeJS.Timeout | undefined;
      const heard = client
        ? new Promise<void>((resolve) => {
            echoes.set(id, resolve);
            timeout = setTimeout(resolve, ECHO_TIMEOUT_MS);
          })
        : Promise.resolve();
      try {
        await pool.query('SELECT pg_notify($1, $2)', [channel, `${id}|${payload}`]);
        await heard;
      } finally {
        clearTimeout(timeout);
        echoes.delete(id);
      }
    },
    onListening(handler) {
      listeningHandlers.add(handler);
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      const current = client;
      client = null;
      await current?.end().catch(() => undefined);
    },
  };
}
