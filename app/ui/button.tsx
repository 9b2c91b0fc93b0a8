// Button looks, for <button> and for links that act as buttons (same classes, one source).
import { cn } from './cn.ts';

export type ButtonVariant = 'primary' | 'gold' | 'outline' | 'ghost' | 'light' | 'whatsapp';
export type ButtonSize = 'sm' | 'md' | 'lg';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white shadow-sm hover:bg-brand-800 active:bg-brand-900',
  gold: 'bg-gold-400 text-brand-950 shadow-sm hover:bg-gold-300 active:bg-gold-500',
  outline:
    'border border-stone-300 bg-white text-stone-800 hover:border-brand-600 hover:text-brand-700',
  ghost: 'text-stone-700 hover:bg-stone-100 hover:text-brand-800',
  light: 'bg-white/10 text-white ring-1 ring-white/30 backdrop-blur hover:bg-white/20',
  whatsapp: 'bg-whatsapp-dark text-white shadow-sm hover:bg-[#0b6836]',
};

const SIZES: Record<ButtonSize, string> = {
  sm: 'h-9 gap-1.5 px-3.5 text-sm',
  md: 'h-11 gap-2 px-5 text-[15px]',
  lg: 'h-13 gap-2.5 px-7 text-base',
};

export function buttonClasses({
  variant = 'primary',
  size = 'md',
  className,
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}): string {
  return cn(
    'inline-flex shrink-0 items-center justify-center rounded-xl font-semibold whitespace-nowrap transition-colors duration-150 disabled:pointer-events-none disabled:opacity-60',
    VARIANTS[variant],
    SIZES[size],
    className,
  );
}

export function Button({
  variant,
  size,
  className,
  type = 'button',
  ...props
}: React.ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize }) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />;
}
