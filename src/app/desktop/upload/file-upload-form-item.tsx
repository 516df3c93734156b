import { Form } from 'antd';
import type { ReactNode } from 'react';
import { useState } from 'react';
import type { FileUploadFieldProps } from './file-upload-field';
import { FileUploadField } from './file-upload-field';

export interface FileUploadFormItemProps extends Omit<
  FileUploadFieldProps,
  'value' | 'onChange' | 'onFailure'
> {
  name: string;
  label: ReactNode;
  extra?: ReactNode;
  /** The message when no file is given; without it the file is optional. */
  requiredMessage?: string;
}

/**
 * A form's upload field with one message under it: why the last file failed while it did, else the
 * form's own ("Required."). Shown together, the two said the same thing twice.
 */
export function FileUploadFormItem({
  name,
  label,
  extra,
  requiredMessage,
  ...field
}: FileUploadFormItemProps) {
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Form.Item
      name={name}
      label={label}
      extra={extra}
      rules={requiredMessage ? [{ required: true, message: requiredMessage }] : []}
      validateStatus={failure ? 'error' : undefined}
      // Announced as the field's alert was (antd's help text is not).
      help={failure ? <span role="alert">{failure}</span> : undefined}
    >
      <FileUploadField {...field} onFailure={setFailure} />
    </Form.Item>
  );
}
