import MuiButton, { type ButtonProps as MuiButtonProps } from '@mui/material/Button';

const muiVariants = { primary: 'contained', secondary: 'outlined', text: 'text' } as const;

export interface ButtonProps extends Omit<
  MuiButtonProps,
  'variant' | 'loadingIndicator' | 'loadingPosition'
> {
  /** `primary` for the main action (filled), `secondary` (outlined) beside it, `text` for minor ones. @default 'primary' */
  variant?: keyof typeof muiVariants;
  /** Height and text size. @default 'medium' */
  size?: 'small' | 'medium' | 'large';
  /**
   * The action is running: shows a spinner, disables the button and marks it busy, so a double
   * click cannot send a form twice. @default false
   */
  loading?: boolean;
  /** Stretches the button to its container's width. @default false */
  fullWidth?: boolean;
  /** Form role; `button` never submits by accident. @default 'button' */
  type?: 'button' | 'submit' | 'reset';
  /** Makes the button a link to this address. */
  href?: string;
  /**
   * The element rendered instead of `<button>`, e.g. a router link that takes `href`.
   * @default 'button', or 'a' with `href`
   */
  component?: MuiButtonProps['component'];
}

/** The campus button: one look per level of importance, with a loading state. */
export default function Button({
  variant = 'primary',
  size = 'medium',
  loading = false,
  fullWidth = false,
  type = 'button',
  ...props
}: ButtonProps) {
  return (
    <MuiButton
      {...props}
      variant={muiVariants[variant]}
      size={size}
      loading={loading}
      fullWidth={fullWidth}
      type={props.href ? undefined : type}
      aria-busy={loading || undefined}
    />
  );
}
