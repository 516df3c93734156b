export {};

declare global {
  interface Window {
    __POWERED_BY_QIANKUN__?: boolean;
    __INJECTED_PUBLIC_PATH_BY_QIANKUN__?: string;
    /** Set by the app while mounted; webpack's CSS chunk loader calls it to place <link> tags (webpack.config.ts). */
    __PARTNER_PORTAL_INSERT_STYLE__?: (link: HTMLLinkElement) => void;
  }
  var __webpack_public_path__: string;
  /** webpack's chunk loader (its module API); absent outside a webpack build (jest). */
  var __webpack_chunk_load__: ((chunkId: string | number) => Promise<void>) | undefined;
  /** The runtime's require; landingChunks is written by webpack.config.ts (LandingChunksPlugin). */
  var __webpack_require__:
    | {
        landingChunks?: Record<string, (string | number)[]>;
        /** webpack's chunk loader, wrapped by src/app/host/antd-sheets.ts. */
        e?: (chunkId: string | number) => Promise<unknown>;
      }
    | undefined;
  /** Which prebuilt antd sheet each chunk needs: chunk id -> file hash (webpack.config.ts, AntdSheetsPlugin). */
  var __ANTD_SHEETS__: Record<string, string> | undefined;
}
