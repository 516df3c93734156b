/**
 * Stands in for antd's `form/hooks/useForm` where Radio.Group imports it for one helper
 * (webpack.config.ts, `antdOnDemand`): the module also holds Form's whole store, which came along
 * with every radio group (the overview's calendar header: about 30 KB minified) though no form was
 * on screen. Same result as antd's own: the field name's parts joined with "_".
 */
export function toNamePathStr(name: string | number | (string | number)[] | undefined | false): string {
  if (name === undefined || name === false) return '';
  return (Array.isArray(name) ? name : [name]).join('_');
}
