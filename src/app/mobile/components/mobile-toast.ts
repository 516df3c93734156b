import { Toast } from 'antd-mobile';
import type { ToastShowProps } from 'antd-mobile';
import styles from './mobile-toast.module.css';

/** antd-mobile's Toast.show for the phone screens, with words kept whole (mobile-toast.module.css). */
export function showToast(props: ToastShowProps) {
  return Toast.show({
    ...props,
    maskClassName: [styles.toast, props.maskClassName].filter(Boolean).join(' '),
  });
}
