/**
 * Stands in for @rc-component/util's style writer inside antd's CSS-in-JS layer
 * (@ant-design/cssinjs), wired by webpack.config.ts. The desktop tree's antd sheets are built ahead
 * of time (docs/embedding.md, "Styles"), including the theme's variables and each component's
 * variables, which antd's zero-runtime mode still writes into the page as one <style> per component
 * family. Everything that layer would write is already in the prebuilt sheets, so it writes nothing:
 * the element it gets back is never attached.
 */
export function updateCSS(): HTMLStyleElement {
  return document.createElement('style');
}

export function removeCSS(): void {}
