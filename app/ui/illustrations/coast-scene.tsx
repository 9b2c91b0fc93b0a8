// The bundled hero picture: Tipaza's coast at dusk — Mount Chenoua over the bay, the white
// town on its hill and the Roman columns by the sea. Drawn here, so nothing is downloaded.
export function CoastScene({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 1600 900"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <defs>
        <linearGradient id="cs-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#0b3b31" />
          <stop offset="0.45" stopColor="#2c6f62" />
          <stop offset="0.78" stopColor="#d9b77c" />
          <stop offset="1" stopColor="#f2d7a3" />
        </linearGradient>
        <linearGradient id="cs-sea" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#2b7a7c" />
          <stop offset="1" stopColor="#0a3338" />
        </linearGradient>
        <radialGradient id="cs-sun" cx="0.5" cy="0.5" r="0.5">
          <stop offset="0" stopColor="#fff3cf" />
          <stop offset="0.35" stopColor="#f5d58f" stopOpacity="0.9" />
          <stop offset="1" stopColor="#f5d58f" stopOpacity="0" />
        </radialGradient>
      </defs>
      <rect width="1600" height="900" fill="url(#cs-sky)" />
      <circle cx="1120" cy="560" r="240" fill="url(#cs-sun)" />
      <circle cx="1120" cy="560" r="62" fill="#fbe7b5" />
      {/* Mount Chenoua, in two planes */}
      <path
        d="M520 610 C640 520 720 470 820 410 C880 375 930 330 1000 300 C1060 330 1120 380 1200 420 C1300 470 1420 520 1600 560 L1600 640 L520 640 Z"
        fill="#3f7d6c"
        opacity="0.75"
      />
      <path
        d="M0 560 C120 540 240 500 340 470 C430 445 500 400 580 380 C650 400 720 450 820 500 C920 545 1040 580 1180 600 L1180 650 L0 650 Z"
        fill="#154d40"
      />
      {/* The sea and the sun's path on it */}
      <rect y="620" width="1600" height="280" fill="url(#cs-sea)" />
      <g stroke="#f6dca0" strokeLinecap="round" opacity="0.7">
        <path d="M1060 650h120" strokeWidth="5" />
        <path d="M1030 678h180" strokeWidth="4" />
        <path d="M1075 708h95" strokeWidth="4" />
        <path d="M1010 740h220" strokeWidth="3" opacity="0.6" />
        <path d="M1090 775h70" strokeWidth="3" opacity="0.5" />
      </g>
      <g stroke="#bfe0dc" strokeLinecap="round" opacity="0.25" strokeWidth="3">
        <path d="M140 700h90M320 735h140M610 690h70M760 760h120M1380 700h110M1300 800h160" />
      </g>
      {/* The white town on its hill */}
      <path
        d="M0 640 C80 600 180 585 300 600 C380 612 430 630 470 660 L470 900 L0 900 Z"
        fill="#0d3f35"
      />
      <g fill="#f5efe3">
        <rect x="40" y="585" width="58" height="44" />
        <rect x="104" y="570" width="70" height="58" />
        <rect x="180" y="580" width="52" height="46" />
        <rect x="238" y="592" width="64" height="40" />
        <rect x="308" y="604" width="48" height="34" />
        <rect x="70" y="626" width="80" height="40" />
        <rect x="158" y="624" width="66" height="44" />
        <rect x="232" y="630" width="74" height="40" />
        <rect x="20" y="632" width="46" height="36" />
      </g>
      <rect x="150" y="520" width="14" height="52" fill="#f5efe3" />
      <path d="M146 522h22l-11-16z" fill="#f5efe3" />
      <g fill="#2c6f62" opacity="0.8">
        <rect x="54" y="598" width="10" height="14" />
        <rect x="118" y="586" width="10" height="14" />
        <rect x="142" y="586" width="10" height="14" />
        <rect x="196" y="594" width="10" height="14" />
        <rect x="256" y="604" width="10" height="14" />
        <rect x="92" y="640" width="10" height="14" />
        <rect x="176" y="640" width="10" height="14" />
        <rect x="254" y="644" width="10" height="14" />
      </g>
      {/* Roman columns of Tipaza on the shore */}
      <path
        d="M1230 900 C1290 840 1380 810 1480 805 C1540 803 1580 812 1600 820 L1600 900 Z"
        fill="#0b2f29"
      />
      <g fill="#eadcc0">
        <rect x="1330" y="640" width="26" height="180" />
        <rect x="1322" y="628" width="42" height="14" rx="2" />
        <rect x="1318" y="816" width="50" height="12" />
        <rect x="1410" y="610" width="26" height="205" />
        <rect x="1402" y="598" width="42" height="14" rx="2" />
        <rect x="1398" y="810" width="50" height="12" />
        <rect x="1490" y="700" width="26" height="112" />
        <path d="M1490 700l8-10 10 6 8-4v8z" />
        <rect x="1478" y="808" width="50" height="12" />
        <rect x="1310" y="586" width="146" height="16" rx="2" opacity="0.95" />
      </g>
      <g stroke="#c9b48c" strokeWidth="2" opacity="0.7">
        <path d="M1337 650v160M1345 650v160M1417 620v185M1425 620v185M1497 712v92M1505 712v92" />
      </g>
      {/* A pine on the hill */}
      <g fill="#0a2c25">
        <rect x="404" y="560" width="8" height="90" />
        <ellipse cx="408" cy="552" rx="62" ry="22" />
        <ellipse cx="390" cy="530" rx="40" ry="15" />
        <ellipse cx="430" cy="536" rx="34" ry="13" />
      </g>
    </svg>
  );
}
