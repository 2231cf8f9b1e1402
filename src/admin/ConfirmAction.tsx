import Button from '@mui/material/Button';
import { useState, type ReactNode } from 'react';
import { Confirm } from 'react-admin';

interface ConfirmActionProps {
  label: string;
  title: string;
  content: string;
  /** Runs once confirmed; the button stays disabled until it settles. */
  onConfirm: () => Promise<unknown>;
  pending: boolean;
  icon?: ReactNode;
  color?: 'primary' | 'error';
}

/** A button whose action asks first, in react-admin's own confirmation dialog. */
export default function ConfirmAction(props: ConfirmActionProps) {
  const { label, title, content, onConfirm, pending, icon, color = 'primary' } = props;
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button startIcon={icon} color={color} disabled={pending} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <Confirm
        isOpen={open}
        loading={pending}
        title={title}
        content={content}
        onConfirm={() => {
          setOpen(false);
          void onConfirm();
        }}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
