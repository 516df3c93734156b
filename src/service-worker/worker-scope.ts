/**
 * The parts of a service worker's global scope the portal's worker uses. The project compiles
 * against the DOM library, whose types and the WebWorker library's cannot be loaded together.
 */
export interface WorkerClient {
  postMessage(message: unknown): void;
}

export interface WorkerScope {
  location: Location;
  addEventListener(
    type: 'message',
    listener: (event: {
      data: unknown;
      source: { id: string } | MessagePort | null;
      ports: readonly MessagePort[];
    }) => void,
  ): void;
  skipWaiting(): Promise<void>;
  clients: { get(id: string): Promise<WorkerClient | undefined> };
}
