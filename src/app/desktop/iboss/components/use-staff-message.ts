import { message } from 'antd';
import { usePopupContainer } from '@/app/host/mount-context';

/** antd message inside the app's container (render the holder once in the section). */
export function useStaffMessage() {
  const getContainer = usePopupContainer();
  return message.useMessage({ getContainer, maxCount: 3 });
}
