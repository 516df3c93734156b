import { TryAgainError } from '@server/http/app-error';

export interface HashTicket {
  /** Resolves when this caller may start hashing. */
  ready: Promise<void>;
  /** Frees the place (running or waiting); safe to call more than once. */
  release(): void;
}

/** Thrown when every hashing place and every queue place is taken: a fast 429, no work done. */
export class HashBusyError extends TryAgainError {
  constructor() {
    super('The server is busy. Please try again in a moment.', 1);
  }
}

/**
 * Bounds password hashing (scrypt, about 100 ms of CPU each): at most `concurrency` hashes run at
 * once and at most `queue` wait; anyone beyond that is refused at once. So a flood of sign-in
 * attempts costs a bounded share of the CPU and everyone else's calls keep their speed.
 */
export class HashLimiter {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    readonly concurrency: number,
    readonly queue: number,
  ) {}

  get busy(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  /** Takes a place now (synchronously) or throws HashBusyError. */
  enter(): HashTicket {
    if (this.running >= this.concurrency && this.waiting.length >= this.queue) throw new HashBusyError();
    let state: 'waiting' | 'running' | 'done' = 'waiting';
    let start!: () => void;
    const ready = new Promise<void>((resolve) => {
      start = () => {
        state = 'running';
        this.running += 1;
        resolve();
      };
    });
    if (this.running < this.concurrency) start();
    else this.waiting.push(start);
    return {
      ready,
      release: () => {
        if (state === 'done') return;
        if (state === 'waiting') {
          const index = this.waiting.indexOf(start);
          if (index >= 0) this.waiting.splice(index, 1);
        } else {
          this.running -= 1;
          this.waiting.shift()?.();
        }
        state = 'done';
      },
    };
  }

  async run<T>(work: () => Promise<T>): Promise<T> {
    const ticket = this.enter();
    try {
      await ticket.ready;
      return await work();
    } finally {
      ticket.release();
    }
  }
}
