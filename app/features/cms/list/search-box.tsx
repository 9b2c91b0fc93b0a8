// The search field of a list: typing updates the list after a short pause; "/" anywhere on the
// page puts the cursor in it (as on many web tools); Escape clears it.
import { Search, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { input } from '../styles.ts';

interface SearchBoxProps {
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  label: string;
  delay?: number;
  className?: string;
}

export function SearchBox({
  value,
  onChange,
  placeholder,
  label,
  delay = 300,
  className = 'basis-full sm:basis-0',
}: SearchBoxProps) {
  const [text, setText] = useState(value);
  const ref = useRef<HTMLInputElement>(null);
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;

  // The address changed under us (back button, reset): show it.
  useEffect(() => setText(value), [value]);

  useEffect(() => {
    if (text === value) return;
    const timer = setTimeout(() => onChangeRef.current(text.trim()), delay);
    return () => clearTimeout(timer);
  }, [text, value, delay]);

  useEffect(() => {
    function onKey(event: KeyboardEvent) {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey) return;
      const target = event.target as HTMLElement | null;
      if (target?.closest('input, textarea, select, [contenteditable="true"], [role="dialog"]'))
        return;
      event.preventDefault();
      ref.current?.focus();
    }
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);

  return (
    <div className={`relative min-w-0 flex-1 ${className}`}>
      <Search
        aria-hidden
        className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
      />
      <input
        ref={ref}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter') onChangeRef.current(text.trim());
          if (event.key === 'Escape' && text) {
            event.preventDefault();
            setText('');
            onChangeRef.current('');
          }
        }}
        placeholder={placeholder}
        aria-label={label}
        aria-keyshortcuts="/"
        className={`${input} h-10 ps-9 pe-9 [&::-webkit-search-cancel-button]:hidden`}
      />
      {text && (
        <button
          type="button"
          onClick={() => {
            setText('');
            onChangeRef.current('');
            ref.current?.focus();
          }}
          className="absolute end-1 top-1/2 flex size-8 -translate-y-1/2 items-center justify-center rounded-md text-slate-400 hover:text-slate-700"
          aria-label="Effacer la recherche"
        >
          <X aria-hidden className="size-4" />
        </button>
      )}
    </div>
  );
}
