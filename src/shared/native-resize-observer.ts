/**
 * The browser's own ResizeObserver, where antd and antd-mobile import `resize-observer-polyfill`
 * (webpack.config.ts aliases it here). Every browser that runs the bundle's ES2020 has it; the
 * polyfill only cost bytes on each first load (budgets.json). Jest keeps the real polyfill, since
 * jsdom has no ResizeObserver.
 */
export default globalThis.ResizeObserver;
