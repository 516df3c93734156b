// Must be the first import of the entry: chunks and assets load from the portal's origin, even
// when a qiankun host on another origin runs the app.
if (window.__POWERED_BY_QIANKUN__ && window.__INJECTED_PUBLIC_PATH_BY_QIANKUN__) {
  __webpack_public_path__ = window.__INJECTED_PUBLIC_PATH_BY_QIANKUN__;
}
