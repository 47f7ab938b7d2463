import { encode } from 'uqr';

/**
 * A QR code drawn as inline SVG from uqr's module matrix: no data URL or injected markup, so the
 * page's Content-Security-Policy needs nothing extra. Dark modules on white in both themes (scanners need it).
 */
export function QrCode({ value, label, size = 208 }: { value: string; label: string; size?: number }) {
  const { data } = encode(value, { ecc: 'M', border: 4 });
  const modules = data.length;
  let path = '';
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) path += `M${x} ${y}h1v1h-1z`;
    }),
  );
  return (
    <svg
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      className="rounded-lg bg-white"
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
