/**
 * Stands in for antd's theme/util/useResetIconStyle (wired by webpack.config.ts): the icons' base
 * rules for the portal's icon prefix are in the prebuilt base sheet (docs/embedding.md, "Styles"),
 * so ConfigProvider has nothing to write for them at run time.
 */
export default function useResetIconStyle(): void {}
