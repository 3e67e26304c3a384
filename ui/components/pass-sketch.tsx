/** A decorative wallet-pass silhouette for empty states (the real preview comes with the designer). */
export const PassSketch = ({ width = 180 }: { width?: number }) => (
  <div style={{ width }} aria-hidden>
    <svg viewBox="0 0 180 230" width="100%" role="presentation">
      <rect x="4" y="4" width="172" height="222" rx="16" fill="#B8BCFA" />
      <circle cx="28" cy="30" r="10" fill="#7B61FF" />
      <rect x="46" y="24" width="60" height="12" rx="6" fill="#ffffff" opacity="0.85" />
      <rect x="18" y="62" width="144" height="52" rx="10" fill="#7B61FF" opacity="0.9" />
      <g fill="#ffffff">
        {[0, 1, 2, 3, 4].map((i) => (
          <circle key={i} cx={38 + i * 26} cy="88" r="9" opacity={i < 3 ? 1 : 0.45} />
        ))}
      </g>
      <rect x="18" y="128" width="64" height="8" rx="4" fill="#000" opacity="0.35" />
      <rect x="98" y="128" width="64" height="8" rx="4" fill="#000" opacity="0.35" />
      <rect x="62" y="152" width="56" height="56" rx="8" fill="#ffffff" />
      <path
        d="M70 160h12v12H70zM98 160h12v12H98zM70 188h12v12H70zM88 178h6v6h-6zM98 190h12v10H98z"
        fill="#1c1b22"
      />
    </svg>
  </div>
);
