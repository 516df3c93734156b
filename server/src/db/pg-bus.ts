import crypto from 'node:crypto';
import pg from 'pg';

/**
 * Messages between the processes that share one PostgreSQL database (several workers of one
 * server, or several servers behind a load balancer), over LISTEN/NOTIFY: one extra connection per
 * process listens, NOTIFY is sent through the pool. Used to end cached sessions everywhere at once.
 *
 * "At once" needs more than PostgreSQL's delivery: a NOTIFY reaches each listening connection on
 * its own schedule (its backend reads the queue when signalled and idle), and the process behind
 * it may still answer a call from its cache before reading that connection's socket (the sender
 * hearing its own message back proves neither). So all messages travel on one PostgreSQL channel
 * (MESSAGE_CHANNEL, naming their logical channel inside), every listening process answers each
 * one, once its handlers have run, with an acknowledgement on ACK_CHANNEL, and the sender waits for
 * as many as there are listening connections on the database (they name themselves LISTENER_NAME
 * once listening, counted in pg_stat_activity, whose application_name every role may read).
 */
export interface ChangeBus {
  /** Registers the handler for the channel's messages (resolves once this process listens). */
  subscribe(channel: string, handler: (payload: string) => void | Promise<void>): Promise<void>;
  /**
   * Sends a message to every process listening on the channel, this one included; resolves when
   * every listening process has run its handlers for it (acknowledged), or after ACK_TIMEOUT_MS
   * (a process that stopped without closing), or at once when this process's listening connection
   * is down.
   */
  publish(channel: string, payload: string): Promise<void>;
  /** Told false when the listening connection is lost (messages may be missed) and true once it listens again. */
  onListening(handler: (listening: boolean) => void): void;
  close(): Promise<void>;
}

const ACK_TIMEOUT_MS = 2_000;
const RECONNECT_MS = 1_000;
const CHANNEL = /^[a-z_]{1,60}$/;
/** Every message, as `<id>|<channel>|<payload>`: each listening process hears (and acknowledges) all. */
const MESSAGE_CHANNEL = 'portal_bus';
/** Where each process acknowledges a message (payload: the message's id) once handled. */
const ACK_CHANNEL = 'portal_bus_ack';
/** application_name of a listening connection, set once it listens on every channel. */
export const LISTENER_NAME = 'portal_bus';

export function createPgBus(connectionString: string, pool: pg.Pool): ChangeBus {
  const handlers = new Map<string, Set<(payload: string) => void | Promise<void>>>();
  /** Per message sent and not yet fully acknowledged: called on each acknowledgement. */
  const acks = new Map<string, () => void>();
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
        if (message.channel === ACK_CHANNEL) return void acks.get(text)?.();
        const [id, channel] = text.split('|', 2);
        if (channel === undefined) return;
        const body = text.slice(id.length + channel.length + 2);
        const running = [...(handlers.get(channel) ?? [])].map((handler) =>
          Promise.resolve()
            .then(() => handler(body))
            .catch(() => undefined),
        );
        // Acknowledged only once this process has acted on it (its cache is empty).
        void Promise.all(running).then(() =>
          next.query('SELECT pg_notify($1, $2)', [ACK_CHANNEL, id]).catch(() => undefined),
        );
      });
      next.on('error', () => lost(next));
      next.on('end', () => lost(next));
      try {
        await next.connect();
        await next.query(`LISTEN ${MESSAGE_CHANNEL}`);
        await next.query(`LISTEN ${ACK_CHANNEL}`);
        // Counted by senders from now on (each waits for this process's acknowledgement).
        await next.query(`SET application_name = '${LISTENER_NAME}'`);
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
      if (!handlers.has(channel)) handlers.set(channel, new Set());
      handlers.get(channel)!.add(handler);
      if (!client) await connect();
    },
    async publish(channel, payload) {
      const id = crypto.randomBytes(8).toString('hex');
      if (!client) {
        // Not listening: this process reads no cache meanwhile; the others are told all the same.
        await pool.query('SELECT pg_notify($1, $2)', [MESSAGE_CHANNEL, `${id}|${channel}|${payload}`]);
        return;
      }
      let timeout: NodeJS.Timeout | undefined;
      let heard = 0;
      let expected = Number.POSITIVE_INFINITY;
      let done = () => undefined as void;
      const all = new Promise<void>((resolve) => {
        done = resolve;
        timeout = setTimeout(resolve, ACK_TIMEOUT_MS);
      });
      // Registered before sending: an acknowledgement may arrive before the count does.
      acks.set(id, () => {
        heard += 1;
        if (heard >= expected) done();
      });
      try {
        const [row] = (
          await pool.query<{ listeners: number }>(
            `SELECT pg_notify($1, $2),
               (SELECT count(*)::int FROM pg_stat_activity
                WHERE datname = current_database() AND application_name = $3) AS listeners`,
            [MESSAGE_CHANNEL, `${id}|${channel}|${payload}`, LISTENER_NAME],
          )
        ).rows;
        expected = row.listeners;
        if (heard >= expected) done();
        await all;
      } finally {
        clearTimeout(timeout);
        acks.delete(id);
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
