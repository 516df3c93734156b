import { Modal } from 'antd';
import type { FormInstance } from 'antd';
import { staffContentMessages } from '@/app/desktop/iboss/staff-content-messages';

const m = staffContentMessages.discard;

/**
 * Closing a staff drawer (Esc, the mask, the close button, Cancel) with typed edits asks first, so a
 * stray key or click does not throw them away. Render `holder` inside the drawer: the question then
 * opens in the app's container, above the drawer.
 */
export function useDiscardGuard() {
  const [modal, holder] = Modal.useModal();
  const confirmClose = (form: FormInstance | null, close: () => void) => {
    if (!form?.isFieldsTouched()) return close();
    modal.confirm({
      title: m.title,
      content: m.content,
      okText: m.ok,
      okButtonProps: { danger: true },
      cancelText: m.keep,
      onOk: close,
    });
  };
  return { confirmClose, holder };
}
