// Marks of the networks people share to and follow (lucide has no brand icons): drawn simply,
// in the current text colour, hidden from assistive technologies (the link says the name).
type IconProps = { className?: string };

const svgProps = {
  viewBox: '0 0 24 24',
  'aria-hidden': true,
  focusable: false,
} as const;

export function FacebookIcon({ className }: IconProps) {
  return (
    <svg {...svgProps} className={className}>
      <path
        fill="currentColor"
        d="M13.4 21v-8.2h2.77l.41-3.2H13.4V7.55c0-.93.26-1.56 1.59-1.56h1.69V3.13A22 22 0 0 0 14.2 3c-2.44 0-4.12 1.49-4.12 4.23V9.6H7.33v3.2h2.75V21h3.32Z"
      />
    </svg>
  );
}

export function InstagramIcon({ className }: IconProps) {
  return (
    <svg {...svgProps} className={className} fill="none" stroke="currentColor" strokeWidth={2}>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.3" cy="6.7" r="1" fill="currentColor" stroke="none" />
    </svg>
  );
}

export function TikTokIcon({ className }: IconProps) {
  return (
    <svg {...svgProps} className={className}>
      <path
        fill="currentColor"
        d="M19.59 6.69a4.83 4.83 0 0 1-3.77-4.25V2h-3.45v13.67a2.89 2.89 0 0 1-5.2 1.74 2.89 2.89 0 0 1 2.31-4.64c.3 0 .6.05.88.13V9.4a6.84 6.84 0 0 0-1-.05A6.33 6.33 0 0 0 5 20.1a6.34 6.34 0 0 0 10.86-4.43v-7a8.16 8.16 0 0 0 4.77 1.52V6.79c-.35 0-.7-.04-1.04-.1Z"
      />
    </svg>
  );
}

export function YouTubeIcon({ className }: IconProps) {
  return (
    <svg {...svgProps} className={className}>
      <rect x="1.5" y="4.5" width="21" height="15" rx="4.5" fill="currentColor" />
      <path d="m10 8.8 5.4 3.2-5.4 3.2Z" fill="white" />
    </svg>
  );
}

export function WhatsAppGlyph({ className }: IconProps) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" focusable="false" className={className}>
      <path
        fill="currentColor"
        d="M16 3.2C8.94 3.2 3.2 8.93 3.2 15.98c0 2.25.6 4.45 1.72 6.39L3.1 28.8l6.6-1.73a12.77 12.77 0 0 0 6.3 1.64h.01c7.05 0 12.79-5.73 12.79-12.78S23.06 3.2 16 3.2Zm0 23.35h-.01a10.6 10.6 0 0 1-5.4-1.48l-.39-.23-3.92 1.03 1.05-3.82-.25-.4a10.56 10.56 0 0 1-1.62-5.66C5.46 10.13 10.2 5.4 16 5.4c2.82 0 5.47 1.1 7.46 3.1a10.48 10.48 0 0 1 3.09 7.47c0 5.82-4.73 10.58-10.55 10.58Zm5.78-7.92c-.32-.16-1.88-.93-2.17-1.03-.29-.11-.5-.16-.71.16-.21.31-.82 1.03-1 1.24-.19.21-.37.24-.69.08-.32-.16-1.34-.5-2.55-1.58a9.56 9.56 0 0 1-1.77-2.2c-.18-.32-.02-.49.14-.65.14-.14.32-.37.48-.56.16-.19.21-.32.32-.53.1-.21.05-.4-.03-.56-.08-.16-.71-1.71-.98-2.34-.26-.61-.52-.53-.71-.54h-.61c-.21 0-.56.08-.85.4-.29.32-1.11 1.09-1.11 2.65 0 1.56 1.14 3.07 1.3 3.28.16.21 2.24 3.42 5.43 4.8.76.33 1.35.52 1.81.67.76.24 1.45.21 2 .13.61-.09 1.88-.77 2.14-1.51.27-.74.27-1.38.19-1.51-.08-.14-.29-.22-.61-.38Z"
      />
    </svg>
  );
}
