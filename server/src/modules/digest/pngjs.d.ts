// The part of pngjs (pure JavaScript PNG encoder) the digest chart uses; the package ships no types.
declare module 'pngjs' {
  export interface PackOptions {
    /** -1: try every filter on each row and keep the best (slow); 0: none. */
    filterType?: number;
  }
  export class PNG {
    constructor(options: { width: number; height: number });
    readonly width: number;
    readonly height: number;
    /** RGBA, 4 bytes per pixel, row by row. */
    data: Buffer;
    static sync: { write(png: PNG, options?: PackOptions): Buffer };
  }
}
