// The back-office's few recurring looks, as Tailwind class strings (one place to tune them).

const focus =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';
const buttonBase = `inline-flex items-center justify-center gap-2 rounded-lg text-sm font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60 ${focus}`;

export const button = {
  primary: `${buttonBase} h-10 bg-brand-700 px-4 text-white hover:bg-brand-900`,
  secondary: `${buttonBase} h-10 border border-slate-300 bg-white px-4 text-slate-800 hover:bg-slate-50`,
  danger: `${buttonBase} h-10 bg-red-700 px-4 text-white hover:bg-red-800`,
  ghost: `${buttonBase} h-10 px-3 text-slate-700 hover:bg-slate-100`,
  icon: `${buttonBase} size-9 text-slate-600 hover:bg-slate-100 hover:text-slate-900`,
  iconDanger: `${buttonBase} size-9 text-slate-600 hover:bg-red-50 hover:text-red-700`,
};

export const input = `block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 shadow-xs placeholder:text-slate-400 ${focus} focus-visible:outline-offset-0 aria-invalid:border-red-600 disabled:bg-slate-100`;

export const select = `${input} pe-8`;

export const card = 'rounded-xl border border-slate-200 bg-white shadow-xs';

export const label = 'block text-sm font-medium text-slate-700';

export const pageTitle = 'text-xl font-semibold text-slate-900 sm:text-2xl';

export const focusRing = focus;
