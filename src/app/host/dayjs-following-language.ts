// Every `import dayjs from 'dayjs'` of the build (ours, antd's pickers') resolves here
// (webpack.config.ts and jest.config.ts alias 'dayjs'), so the date library follows the portal's
// language wherever it is loaded (docs/i18n.md, "Kit"). Its Chinese names load from here, in a
// chunk whose parent already holds dayjs: a Chinese visit does not download the library a second
// time with its pack, and a screen without dates loads neither.
import dayjs from 'dayjs/dayjs.min.js';
import { registerLocaleResource } from '@/shared/i18n';

let chineseLoaded = false;

registerLocaleResource(async (locale) => {
  if (locale === 'zh-CN') {
    if (!chineseLoaded) {
      await import(/* webpackChunkName: "dayjs-locale-zh-CN" */ 'dayjs/locale/zh-cn');
      chineseLoaded = true;
    }
    dayjs.locale('zh-cn');
  } else {
    dayjs.locale('en');
  }
});

export default dayjs;
