declare module '*.module.css' {
  const classes: Readonly<Record<string, string>>;
  export default classes;
}
declare module '*.css';
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
// The date library's build itself (src/app/host/dayjs-following-language.ts; 'dayjs' is aliased to that module).
declare module 'dayjs/dayjs.min.js' {
  import dayjs from 'dayjs';
  export default dayjs;
}
