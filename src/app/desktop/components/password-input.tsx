import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Input } from 'antd';
import type { InputProps } from 'antd';
import { useState } from 'react';
import { authMessages } from '@/domains/auth/messages';
import styles from './components.module.css';

/** Password input with a real, labelled show/hide button (antd's own toggle is not a button). */
export function PasswordInput(props: Omit<InputProps, 'type' | 'suffix'>) {
  const [visible, setVisible] = useState(false);
  return (
    <Input
      {...props}
      type={visible ? 'text' : 'password'}
      suffix={
        <Button
          type="text"
          size="small"
          aria-label={visible ? authMessages.hidePassword : authMessages.showPassword}
          aria-pressed={visible}
          icon={visible ? <EyeInvisibleOutlined /> : <EyeOutlined />}
          onClick={() => setVisible((value) => !value)}
          className={styles.passwordToggle}
        />
      }
    />
  );
}
