// The bundled "about" picture: a Mediterranean villa with arches, a pool and a palm tree,
// in the late afternoon. Drawn here, so nothing is downloaded.
export function VillaScene({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 1200 900"
      preserveAspectRatio="xMidYMid slice"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <defs>
        <linearGradient id="vs-sky" x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="#7fb9c9" />
          <stop offset="0.7" stopColor="#e8dcc0" />
          <stop offset="1" stopColor="#f3e6c8" />
        </linearGradient>
        <linearGradient id="vs-pool" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#5fc2c9" />
          <stop offset="1" stopColor="#1f8d99" />
        </linearGradient>
        <linearGradient id="vs-wall" x1="0" y1="0" x2="1" y2="0">
          <stop offset="0" stopColor="#fbf6ec" />
          <stop offset="1" stopColor="#efe4cf" />
        </linearGradient>
      </defs>
      <rect width="1200" height="900" fill="url(#vs-sky)" />
      <circle cx="980" cy="170" r="70" fill="#fbecc4" opacity="0.9" />
      <path
        d="M0 560 C200 520 420 540 600 520 C800 498 1000 520 1200 500 L1200 640 L0 640 Z"
        fill="#8fb59d"
        opacity="0.6"
      />
      {/* Villa */}
      <rect x="230" y="330" width="700" height="330" fill="url(#vs-wall)" />
      <rect x="210" y="312" width="740" height="24" rx="3" fill="#b4542f" />
      <rect x="420" y="200" width="380" height="130" fill="url(#vs-wall)" />
      <rect x="404" y="186" width="412" height="20" rx="3" fill="#b4542f" />
      <g fill="#2d5b6f">
        <path d="M290 660 v-150 a50 50 0 0 1 100 0 v150z" />
        <path d="M430 660 v-150 a50 50 0 0 1 100 0 v150z" />
        <path d="M570 660 v-150 a50 50 0 0 1 100 0 v150z" />
        <path d="M710 660 v-150 a50 50 0 0 1 100 0 v150z" />
      </g>
      <g fill="#e6d3b3" opacity="0.5">
        <rect x="336" y="470" width="8" height="190" />
        <rect x="476" y="470" width="8" height="190" />
        <rect x="616" y="470" width="8" height="190" />
        <rect x="756" y="470" width="8" height="190" />
      </g>
      <g fill="#2d5b6f">
        <rect x="300" y="372" width="70" height="70" rx="4" />
        <rect x="790" y="372" width="70" height="70" rx="4" />
        <rect x="460" y="236" width="60" height="66" rx="4" />
        <rect x="580" y="236" width="60" height="66" rx="4" />
        <rect x="700" y="236" width="60" height="66" rx="4" />
      </g>
      <rect x="850" y="560" width="60" height="100" fill="#0f5c4a" />
      {/* Terrace and pool */}
      <rect y="660" width="1200" height="240" fill="#e9dcc3" />
      <rect x="120" y="700" width="760" height="120" rx="10" fill="url(#vs-pool)" />
      <g stroke="#bff0f0" strokeWidth="4" strokeLinecap="round" opacity="0.6">
        <path d="M180 740h120M420 770h160M650 735h90M260 795h110" />
      </g>
      {/* Palm */}
      <g>
        <path
          d="M1010 880 C1000 760 990 640 1010 470"
          stroke="#7a5a36"
          strokeWidth="22"
          fill="none"
          strokeLinecap="round"
        />
        <g fill="#2f7a52">
          <path d="M1010 470 C940 430 880 440 830 480 C890 460 950 470 1010 480z" />
          <path d="M1010 470 C1060 420 1130 420 1180 460 C1120 448 1060 460 1010 480z" />
          <path d="M1010 470 C980 400 930 370 880 370 C940 395 975 430 1005 480z" />
          <path d="M1010 470 C1040 400 1090 380 1140 385 C1085 405 1045 440 1015 480z" />
          <path d="M1010 470 C1000 420 1010 380 1030 350 C1025 395 1022 435 1015 480z" />
        </g>
      </g>
      {/* Pots and shrubs */}
      <g fill="#2f6d4e">
        <circle cx="200" cy="640" r="40" />
        <circle cx="960" cy="640" r="34" />
      </g>
      <rect x="180" y="650" width="40" height="20" fill="#b4542f" />
    </svg>
  );
}
