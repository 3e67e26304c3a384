/** A QR-looking mark for previews: the real code is drawn only on issued passes. */
export const QrMark = () => (
  <svg viewBox="0 0 21 21" width="100%" height="100%" aria-hidden shapeRendering="crispEdges">
    <path
      fill="#111"
      d="M0 0h7v7H0zM14 0h7v7h-7zM0 14h7v7H0zM2 2v3h3V2zM16 2v3h3V2zM2 16v3h3v-3zM9 0h2v2H9zM9 3h3v2H9zM8 6h2v3H8zM11 8h3v2h-3zM15 9h2v3h-2zM18 8h3v2h-3zM9 11h2v3H9zM12 12h2v2h-2zM14 15h3v2h-3zM9 15h3v3H9zM18 13h3v3h-3zM13 18h2v3h-2zM17 18h4v3h-4zM0 9h3v2H0zM4 8h2v3H4z"
    />
  </svg>
);
